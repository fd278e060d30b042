/**
 * @bug toString leaves out the empty places instead of writing "k: null" for them.
 * @misconception Only the cards matter when a board is shown.
 * @hint Do your tests compare the whole toString text of a board with an empty place?
 */
import { Board as ReferenceBoard } from '../../../solutions/elevens/08-abstract-board/Board.ts';

export abstract class Board extends ReferenceBoard {
  override toString(): string {
    return this.cardIndexes()
      .map((k) => `${k}: ${String(this.cardAt(k))}\n`)
      .join('');
  }
}
