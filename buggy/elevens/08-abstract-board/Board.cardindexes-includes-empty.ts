/**
 * @bug cardIndexes lists every place of the table, the empty ones too.
 * @misconception The places of the table and the places that hold a card are the same list.
 * @hint Do your tests call cardIndexes after the deck has run out and a place stayed empty?
 */
import { Board as ReferenceBoard } from '../../../solutions/elevens/08-abstract-board/Board.ts';

export abstract class Board extends ReferenceBoard {
  override cardIndexes(): number[] {
    return this.cards.map((_, k) => k);
  }
}
