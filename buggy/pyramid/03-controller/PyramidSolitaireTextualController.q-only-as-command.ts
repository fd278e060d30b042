/**
 * @bug q or Q quits only where a command is expected; in place of a number it is reported as not a number and the controller waits for another word.
 * @misconception Quitting is a command like the others, so it can only come first.
 * @hint Do your tests type q in the middle of a command, after rm2 or dd?
 */
import { PyramidSolitaireTextualController as Reference } from '../../../solutions/pyramid/03-controller/PyramidSolitaireTextualController.ts';

export class PyramidSolitaireTextualController extends Reference {
  protected override async readNumber(): Promise<number> {
    for (;;) {
      const token = await this.tokens.next();
      if (token === null) return super.readNumber();
      if (/^\d+$/.test(token) && Number(token) >= 1) return Number(token);
      this.write(`Invalid move. Play again. "${token}" is not a number from 1 up.\n`);
    }
  }
}
