/**
 * Activity 10: the Tens board. See README.md in this folder.
 * The constructor is written for you. Complete isLegal and anotherPlayIsPossible; keep the class name, the
 * exported constants and the method signatures: the grader calls them.
 */
import { Board } from '../08-abstract-board/Board.ts';
import { RANKS, SUITS, TENS } from '../shared/gameRules.ts';
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
    // TODO: two selected cards must be worth 10 together; four must all share one of the QUARTET_RANKS.
    throw new Error('TODO: TensBoard.isLegal is not written yet');
  }

  override anotherPlayIsPossible(): boolean {
    throw new Error('TODO: TensBoard.anotherPlayIsPossible is not written yet');
  }
}
