import { Board } from '../08-abstract-board/Board.ts';
import { RANKS, SUITS, TENS } from '../shared/gameRules.ts';
import { findPairSumming, findSameRank } from '../shared/cardGroups.ts';
import type { RandomSource } from '../../shared/RandomSource.ts';

export const BOARD_SIZE = TENS.boardSize;
export const POINT_VALUES = TENS.pointValues;
/** The ranks removed four at a time. */
export const QUARTET_RANKS = ['10', 'jack', 'queen', 'king'] as const;

/** Tens: thirteen cards; remove a pair worth 10 together, or all four cards of rank 10, jack, queen or king. */
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
