/**
 * @bug replaceSelectedCards deals into places 0, 1, 2… (the loop counter) instead of the places it was given.
 * @misconception The position in the list of selected places is the place on the table.
 * @hint Do your tests replace a card that is not in place 0, and check which places changed?
 */
import { Board as ReferenceBoard } from '../../../solutions/elevens/08-abstract-board/Board.ts';

export abstract class Board extends ReferenceBoard {
  override replaceSelectedCards(selectedCards: readonly number[]): void {
    for (let i = 0; i < selectedCards.length; i++) this.deal(i);
  }
}
