/**
 * Pyramid 03: complete this class. See README.md in this folder.
 * Keep the class name, the constructor's parameters and playGame: the grader calls them.
 */
import { PyramidSolitaireTextualView } from '../02-view/PyramidSolitaireTextualView.ts';
import type { PyramidSolitaireModel } from '../shared/PyramidSolitaireModel.ts';
import { TokenReader, type TextInput } from '../shared/TokenReader.ts';
import { IllegalArgumentError, IllegalStateError } from '../../shared/errors.ts';

/** Where the controller writes: a Node Writable, or anything with a write(text) method. */
export interface TextOutput {
  write(text: string): unknown;
}

export class PyramidSolitaireTextualController {
  constructor(input: TextInput, output: TextOutput) {
    // TODO: check both, keep the output, and read the input through a TokenReader.
    throw new Error('TODO: PyramidSolitaireTextualController constructor is not written yet');
  }

  async playGame<K>(
    model: PyramidSolitaireModel<K>,
    deck: readonly K[],
    shuffle: boolean,
    numRows: number,
    numDraw: number,
  ): Promise<void> {
    throw new Error('TODO: PyramidSolitaireTextualController.playGame is not written yet');
  }
}
