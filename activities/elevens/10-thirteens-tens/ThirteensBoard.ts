/**
 * Activity 10: the Thirteens board. See README.md in this folder.
 * The constructor is written for you. Complete isLegal and anotherPlayIsPossible; keep the class name, the
 * exported constants and the method signatures: the grader calls them.
 */
import { Board } from '../08-abstract-board/Board.ts';
import { RANKS, SUITS, THIRTEENS } from '../shared/gameRules.ts';
import type { RandomSource } from '../../shared/RandomSource.ts';

export const BOARD_SIZE = THIRTEENS.boardSize;
export const POINT_VALUES = THIRTEENS.pointValues;

/** Thirteens: ten cards; remove a pair worth 13 together, or a king on its own. */
export class ThirteensBoard extends Board {
  constructor(random?: RandomSource) {
    super(BOARD_SIZE, RANKS, SUITS, POINT_VALUES, random);
  }

  override isLegal(selectedCards: readonly number[]): boolean {
    // TODO: one selected card must be a king; two selected cards must be worth 13 together.
    throw new Error('TODO: ThirteensBoard.isLegal is not written yet');
  }

  override anotherPlayIsPossible(): boolean {
    throw new Error('TODO: ThirteensBoard.anotherPlayIsPossible is not written yet');
  }
}
