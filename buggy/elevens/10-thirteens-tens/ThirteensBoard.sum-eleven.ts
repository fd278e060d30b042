/**
 * @bug Pairs must add up to 11, as in Elevens, instead of 13.
 * @misconception ElevensBoard copied into ThirteensBoard without changing every Elevens-specific number.
 * @hint Do your tests include a pair worth 13 that is not worth 11, and a pair worth 11 that must be refused?
 */
import { ThirteensBoard as ReferenceBoard } from '../../../solutions/elevens/10-thirteens-tens/ThirteensBoard.ts';
import { findPairSumming, findSameRank } from '../../../solutions/elevens/shared/cardGroups.ts';

export { BOARD_SIZE, POINT_VALUES } from '../../../solutions/elevens/10-thirteens-tens/ThirteensBoard.ts';

export class ThirteensBoard extends ReferenceBoard {
  override isLegal(selectedCards: readonly number[]): boolean {
    if (selectedCards.length === 2) return findPairSumming(this, selectedCards, 11).length > 0;
    return super.isLegal(selectedCards);
  }

  override anotherPlayIsPossible(): boolean {
    const onTable = this.cardIndexes();
    return findPairSumming(this, onTable, 11).length > 0 || findSameRank(this, onTable, 'king', 1).length > 0;
  }
}
