// Your own tests for ThirteensBoard. The grader runs them against a correct ThirteensBoard (each must pass)
// and against several broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { ThirteensBoard } from './ThirteensBoard.ts';
import { RANKS, SUITS } from '../09-elevens-board/ElevensBoard.ts';
import { riggedRandom } from '../shared/riggedRandom.ts';

describe('ThirteensTester', () => {
  // Deal an exact table with riggedRandom, then ask isLegal and anotherPlayIsPossible about it, for example:
  // const board = new ThirteensBoard(riggedRandom(RANKS, SUITS, ['K♠', 'Q♥', 'A♦', ...ten cards in all]));
  // it('a_queen_and_an_ace_make_13', () => { ... });
});
