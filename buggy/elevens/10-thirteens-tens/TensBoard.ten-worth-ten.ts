/**
 * @bug The deck gives a 10 the point value 10, so a 10 and a jack (10 + 0) count as a pair worth 10.
 * @misconception The Elevens point values reused: in Tens a 10 is one of the quartet cards and is worth 0.
 * @hint Do your tests check that a 10 cannot be paired with a jack, a queen or a king?
 */
import { Board } from '../../../solutions/elevens/08-abstract-board/Board.ts';
import { RANKS, SUITS } from '../../../solutions/elevens/09-elevens-board/ElevensBoard.ts';
import { BOARD_SIZE, QUARTET_RANKS } from '../../../solutions/elevens/10-thirteens-tens/TensBoard.ts';
import { findPairSumming, findSameRank } from '../../../solutions/elevens/shared/cardGroups.ts';
import type { RandomSource } from '../../../activities/shared/RandomSource.ts';

export { BOARD_SIZE, QUARTET_RANKS };
export const POINT_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 0, 0] as const;

export class TensBoard extends Board {
  constructor(random?: RandomSource) {
    super(BOARD_SIZE, RANKS, SUITS, POINT_VALUES, random);
  }

  override isLegal(selectedCards: readonly number[]): boolean {
    if (selectedCards.length === 2) return findPairSumming(this, selectedCards, 10).length > 0;
    if (selectedCards.length === 4)
      return QUARTET_RANKS.some((rank) => findSameRank(this, selectedCards, rank, 4).length > 0);
    return false;
  }

  override anotherPlayIsPossible(): boolean {
    const onTable = this.cardIndexes();
    return (
      findPairSumming(this, onTable, 10).length > 0 ||
      QUARTET_RANKS.some((rank) => findSameRank(this, onTable, rank, 4).length > 0)
    );
  }
}
