/**
 * @bug gameIsWon asks only the deck: the game counts as won as soon as the deck is used up, cards on the table or not.
 * @misconception Running out of cards to deal is the same as clearing the table.
 * @hint Do your tests ask gameIsWon on a board whose deck is empty but whose table still holds cards?
 */
import { Board as ReferenceBoard } from '../../../solutions/elevens/08-abstract-board/Board.ts';

export abstract class Board extends ReferenceBoard {
  override gameIsWon(): boolean {
    return this.deckSize() === 0;
  }
}
