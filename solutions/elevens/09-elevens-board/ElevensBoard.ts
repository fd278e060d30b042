import { Board } from '../08-abstract-board/Board.ts';
import { findOneOfEach, findPairSumming } from '../shared/cardGroups.ts';
import type { RandomSource } from '../../shared/RandomSource.ts';
import { ELEVENS, RANKS, SUITS } from '../shared/gameRules.ts';

export { RANKS, SUITS };
export const BOARD_SIZE = ELEVENS.boardSize;
export const POINT_VALUES = ELEVENS.pointValues;

/** Elevens: nine cards; remove a pair worth 11 together, or a jack, a queen and a king. */
export class ElevensBoard extends Board {
  constructor(random?: RandomSource) {
    super(BOARD_SIZE, RANKS, SUITS, POINT_VALUES, random);
  }

  override isLegal(selectedCards: readonly number[]): boolean {
    if (selectedCards.length === 2) return this.containsPairSum11(selectedCards);
    if (selectedCards.length === 3) return this.containsJQK(selectedCards);
    return false;
  }

  override anotherPlayIsPossible(): boolean {
    const onTable = this.cardIndexes();
    return this.containsPairSum11(onTable) || this.containsJQK(onTable);
  }

  /** True when two of the selected places hold cards whose point values add up to 11. */
  protected containsPairSum11(selectedCards: readonly number[]): boolean {
    return findPairSumming(this, selectedCards, 11).length > 0;
  }

  /** True when the selected places hold a jack, a queen and a king. */
  protected containsJQK(selectedCards: readonly number[]): boolean {
    return findOneOfEach(this, selectedCards, ['jack', 'queen', 'king']).length > 0;
  }
}
