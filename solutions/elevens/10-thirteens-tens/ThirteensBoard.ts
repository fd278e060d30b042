import { Board } from '../08-abstract-board/Board.ts';
import { RANKS, SUITS, THIRTEENS } from '../shared/gameRules.ts';
import { findPairSumming, findSameRank } from '../shared/cardGroups.ts';
import type { RandomSource } from '../../shared/RandomSource.ts';

export const BOARD_SIZE = THIRTEENS.boardSize;
export const POINT_VALUES = THIRTEENS.pointValues;

/** Thirteens: ten cards; remove a pair worth 13 together, or a king on its own. */
export class ThirteensBoard extends Board {
  constructor(random?: RandomSource) {
    super(BOARD_SIZE, RANKS, SUITS, POINT_VALUES, random);
  }

  override isLegal(selectedCards: readonly number[]): boolean {
    if (selectedCards.length === 1) return findSameRank(this, selectedCards, 'king', 1).length > 0;
    if (selectedCards.length === 2) return findPairSumming(this, selectedCards, 13).length > 0;
    return false;
  }

  override anotherPlayIsPossible(): boolean {
    const onTable = this.cardIndexes();
    return findPairSumming(this, onTable, 13).length > 0 || findSameRank(this, onTable, 'king', 1).length > 0;
  }
}
