/**
 * @bug anotherPlayIsPossible only looks for pairs worth 13, so a table whose only play is a king counts as lost.
 * @misconception Every play is a pair, as it nearly is in Elevens; the single-card play is forgotten outside isLegal.
 * @hint Do your tests ask anotherPlayIsPossible about a table where a king is the only card that can go?
 */
import { ThirteensBoard as ReferenceBoard } from '../../../solutions/elevens/10-thirteens-tens/ThirteensBoard.ts';
import { findPairSumming } from '../../../solutions/elevens/shared/cardGroups.ts';

export { BOARD_SIZE, POINT_VALUES } from '../../../solutions/elevens/10-thirteens-tens/ThirteensBoard.ts';

export class ThirteensBoard extends ReferenceBoard {
  override anotherPlayIsPossible(): boolean {
    return findPairSumming(this, this.cardIndexes(), 13).length > 0;
  }
}
