/**
 * @bug After a refused command the CUI prints "Invalid move." on its own line and shows the whole screen again.
 * @misconception Every command, good or bad, is followed by a fresh screen.
 * @hint Do your tests look at what is printed after a command that is refused?
 */
import { INVALID_MOVE, type Solitaire } from '../../../solutions/klondike/04-solitaire/Solitaire.ts';
import { SolitaireCUI as Reference, PROMPT, screen } from '../../../solutions/klondike/05-cui/SolitaireCUI.ts';

export { WELCOME, PROMPT, screen } from '../../../solutions/klondike/05-cui/SolitaireCUI.ts';

export class SolitaireCUI extends Reference {
  override async startGame(game: Solitaire): Promise<void> {
    const write = this.output.write.bind(this.output);
    const output = this.output as { write(text: string): unknown };
    output.write = (text: string) =>
      write(text.startsWith(INVALID_MOVE) ? `${text.slice(0, -PROMPT.length - 1)}\n${screen(game)}${PROMPT}` : text);
    try {
      await super.startGame(game);
    } finally {
      output.write = write;
    }
  }
}
