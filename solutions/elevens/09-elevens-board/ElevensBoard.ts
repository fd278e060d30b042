import { Board } from '../08-abstract-board/Board.ts';
import { findOneOfEach, findPairSumming } from '../shared/cardGroups.ts';
import type { RandomSource } from '../../../activities/shared/RandomSource.ts';

export const BOARD_SIZE = 9;
export const RANKS = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'] as const;
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export const POINT_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 0, 0] as const;

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
