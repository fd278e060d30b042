/**
 * @bug anotherPlayIsPossible only looks for pairs worth 10, so a table whose only play is a quartet counts as lost.
 * @misconception The look-ahead written for pairs only, as if every play in every game were a pair.
 * @hint Do your tests ask anotherPlayIsPossible about a table where four kings are the only cards that can go?
 */
import { TensBoard as ReferenceBoard } from '../../../solutions/elevens/10-thirteens-tens/TensBoard.ts';
import { findPairSumming } from '../../../solutions/elevens/shared/cardGroups.ts';

export { BOARD_SIZE, POINT_VALUES, QUARTET_RANKS } from '../../../solutions/elevens/10-thirteens-tens/TensBoard.ts';

export class TensBoard extends ReferenceBoard {
  override anotherPlayIsPossible(): boolean {
    return findPairSumming(this, this.cardIndexes(), 10).length > 0;
  }
}
