/**
 * @freedom its errors carry other messages: the README names which error each misuse throws, never its words
 */
import { SolitaireCUI as Reference } from '../../../solutions/klondike/05-cui/SolitaireCUI.ts';
import type { Solitaire } from '../../../solutions/klondike/04-solitaire/Solitaire.ts';
import type { TextInput, TextOutput } from '../../../activities/klondike/shared/LineReader.ts';
import { IllegalArgumentError } from '../../../activities/shared/errors.ts';

export { PROMPT, WELCOME, screen } from '../../../solutions/klondike/05-cui/SolitaireCUI.ts';

export class SolitaireCUI extends Reference {
  constructor(input: TextInput, output: TextOutput) {
    if (input === null || input === undefined || output === null || output === undefined)
      throw new IllegalArgumentError('not allowed');
    super(input, output);
  }
  override async startGame(game: Solitaire): Promise<void> {
    if (game === null || game === undefined) throw new IllegalArgumentError('not allowed');
    await super.startGame(game);
  }
}
