// Your own tests for TensBoard. The grader runs them against a correct TensBoard (each must pass) and
// against several broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { TensBoard } from './TensBoard.ts';
import { RANKS, SUITS } from '../09-elevens-board/ElevensBoard.ts';
import { riggedRandom } from '../shared/riggedRandom.ts';

describe('TensTester', () => {
  // Deal an exact table with riggedRandom, then ask isLegal and anotherPlayIsPossible about it, for example:
  // const board = new TensBoard(riggedRandom(RANKS, SUITS, ['K♠', 'K♥', 'K♦', 'K♣', ...thirteen cards in all]));
  // it('three_kings_are_not_enough', () => { ... });
});
