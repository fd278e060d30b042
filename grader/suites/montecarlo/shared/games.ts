/**
 * Pinned games the Monte Carlo suites play through. Moves are [row1, column1, row2, column2] for removeCards,
 * or 'c' for consolidate. grader/test/montecarlo/model.test.ts checks them against the model.
 */
export type Move = readonly [number, number, number, number] | 'c';

/** Game 4, won in 33 steps. */
export const WINNING_GAME = 4;
export const WINNING_MOVES: readonly Move[] = [
  [2, 0, 2, 1],
  [1, 1, 2, 2],
  [3, 4, 4, 4],
  [1, 3, 1, 4],
  'c',
  [3, 1, 4, 1],
  [2, 1, 3, 2],
  'c',
  [4, 2, 4, 3],
  [1, 0, 2, 1],
  [3, 1, 4, 1],
  [1, 3, 2, 4],
  'c',
  [3, 0, 4, 1],
  [3, 4, 4, 4],
  [3, 1, 3, 2],
  [0, 2, 1, 3],
  'c',
  [2, 1, 3, 2],
  [1, 4, 2, 3],
  [2, 0, 3, 0],
  [1, 3, 2, 4],
  [0, 1, 1, 2],
  'c',
  [0, 3, 1, 3],
  [1, 1, 2, 0],
  [0, 4, 1, 4],
  'c',
  [0, 3, 0, 4],
  [0, 1, 1, 1],
  'c',
  [0, 2, 0, 3],
  [0, 0, 0, 1],
];
