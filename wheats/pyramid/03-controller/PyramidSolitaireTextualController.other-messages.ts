/**
 * @freedom its errors carry other messages: the README names which error each misuse throws, never its words
 */
import { PyramidSolitaireTextualController as Reference } from '../../../solutions/pyramid/03-controller/PyramidSolitaireTextualController.ts';
import type { TextOutput } from '../../../solutions/pyramid/03-controller/PyramidSolitaireTextualController.ts';
import type { PyramidSolitaireModel } from '../../../activities/pyramid/shared/PyramidSolitaireModel.ts';
import type { TextInput } from '../../../activities/pyramid/shared/TokenReader.ts';
import { IllegalArgumentError } from '../../../activities/shared/errors.ts';

const WORDS = 'not allowed';

export class PyramidSolitaireTextualController extends Reference {
  constructor(input: TextInput, output: TextOutput) {
    if (input === null || input === undefined || output === null || output === undefined)
      throw new IllegalArgumentError(WORDS);
    super(input, output);
  }

  override async playGame<K>(
    model: PyramidSolitaireModel<K>,
    deck: readonly K[],
    shuffle: boolean,
    numRows: number,
    numDraw: number,
  ): Promise<void> {
    try {
      await super.playGame(model, deck, shuffle, numRows, numDraw);
    } catch (error) {
      if (!(error instanceof Error)) throw error;
      const Same = error.constructor as new (message: string) => Error;
      throw new Same(WORDS);
    }
  }
}
