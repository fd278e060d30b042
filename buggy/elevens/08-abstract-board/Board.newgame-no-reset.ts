/**
 * @bug newGame deals a new table from what is left of the deck, without gathering and shuffling the cards first.
 * @misconception A new game only needs a new table.
 * @hint Do your tests look at the deck's size (and the table) after newGame, once some cards have been dealt?
 */
import { Board as ReferenceBoard } from '../../../solutions/elevens/08-abstract-board/Board.ts';

export abstract class Board extends ReferenceBoard {
  override newGame(): void {
    for (let k = 0; k < this.size(); k++) this.deal(k);
  }
}
