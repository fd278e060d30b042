/**
 * @bug Three cards of a quartet rank (three kings, say) are accepted as if they were all four.
 * @misconception "Several of the same rank" instead of exactly all four of them.
 * @hint Do your tests select three kings and expect them to be refused?
 */
import { QUARTET_RANKS, TensBoard as ReferenceBoard } from '../../../solutions/elevens/10-thirteens-tens/TensBoard.ts';
import { findSameRank } from '../../../solutions/elevens/shared/cardGroups.ts';

export { BOARD_SIZE, POINT_VALUES, QUARTET_RANKS } from '../../../solutions/elevens/10-thirteens-tens/TensBoard.ts';

export class TensBoard extends ReferenceBoard {
  override isLegal(selectedCards: readonly number[]): boolean {
    if (selectedCards.length === 3)
      return QUARTET_RANKS.some((rank) => findSameRank(this, selectedCards, rank, 3).length > 0);
    return super.isLegal(selectedCards);
  }

  override anotherPlayIsPossible(): boolean {
    const onTable = this.cardIndexes();
    return (
      super.anotherPlayIsPossible() || QUARTET_RANKS.some((rank) => findSameRank(this, onTable, rank, 3).length > 0)
    );
  }
}
