/**
 * Activity 9: complete the rules of Elevens. See README.md in this folder.
 * Keep the class name and the method names: the game and the grader call them.
 */
import { Board } from '../08-abstract-board/Board.ts';
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

  /** True when the selected places form a group that may be removed: a pair worth 11, or a jack, a queen and a king. */
  override isLegal(selectedCards: readonly number[]): boolean {
    throw new Error('TODO: ElevensBoard.isLegal is not written yet');
  }

  /** True when the cards on the table still hold a pair worth 11, or a jack, a queen and a king. */
  override anotherPlayIsPossible(): boolean {
    throw new Error('TODO: ElevensBoard.anotherPlayIsPossible is not written yet');
  }

  /** True when two of the selected places hold cards whose point values add up to 11. */
  protected containsPairSum11(selectedCards: readonly number[]): boolean {
    throw new Error('TODO: ElevensBoard.containsPairSum11 is not written yet');
  }

  /** True when the selected places hold a jack, a queen and a king. */
  protected containsJQK(selectedCards: readonly number[]): boolean {
    throw new Error('TODO: ElevensBoard.containsJQK is not written yet');
  }
}
