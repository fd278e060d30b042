/**
 * Activity 10: the Thirteens board. See README.md in this folder.
 * The constructor is written for you. Complete isLegal and anotherPlayIsPossible; keep the class name, the
 * exported constants and the method signatures: the grader calls them.
 */
import { Board } from '../08-abstract-board/Board.ts';
import { RANKS, SUITS } from '../09-elevens-board/ElevensBoard.ts';
import type { RandomSource } from '../../shared/RandomSource.ts';

export const BOARD_SIZE = 10;
export const POINT_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0] as const;

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
