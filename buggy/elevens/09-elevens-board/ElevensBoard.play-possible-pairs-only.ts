/**
 * @bug anotherPlayIsPossible looks only for pairs worth 11 and forgets the jack-queen-king.
 * @misconception Pairs are the usual play, so they were taken to be the only one.
 * @hint Do your tests ask anotherPlayIsPossible on a table whose only play is a jack, a queen and a king?
 */
import { ElevensBoard as ReferenceBoard } from '../../../solutions/elevens/09-elevens-board/ElevensBoard.ts';

export { BOARD_SIZE, RANKS, SUITS, POINT_VALUES } from '../../../solutions/elevens/09-elevens-board/ElevensBoard.ts';

export class ElevensBoard extends ReferenceBoard {
  override anotherPlayIsPossible(): boolean {
    return this.containsPairSum11(this.cardIndexes());
  }
}
