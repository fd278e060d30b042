/**
 * @freedom a word that is not a command, or not a number where one is expected, is answered with another short
 * reason after `Invalid move. Play again. `: the README asks for a reason, not for its words
 */
import { PyramidSolitaireTextualController as Reference } from '../../../solutions/pyramid/03-controller/PyramidSolitaireTextualController.ts';

const BAD_WORD = /^Invalid move\. Play again\. (Unknown command ".*"|".*" is not a number from 1 up)\.\n$/s;

export class PyramidSolitaireTextualController extends Reference {
  protected override write(text: string): void {
    super.write(BAD_WORD.test(text) ? 'Invalid move. Play again. That word means nothing here.\n' : text);
  }
}
