// Your own tests for the three boards of this stage. The grader runs them against correct boards (each must
// pass) and against several broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { ElevensBoard } from './ElevensBoard.ts';
import { ThirteensBoard } from './ThirteensBoard.ts';
import { TensBoard } from './TensBoard.ts';
import { RANKS, SUITS } from '../09-elevens-board/ElevensBoard.ts';
import { riggedRandom } from '../shared/riggedRandom.ts';

describe('SimulationTester', () => {
  // Deal exact tables with riggedRandom (list the replacement cards after the table), then call the find
  // methods and playIfPossible and check what they return and which cards are on the table afterwards, e.g.:
  // const board = new ElevensBoard(riggedRandom(RANKS, SUITS, ['5♠', '6♥', 'J♣', ...nine cards, then replacements]));
  // it('findPairSum11_returns_the_first_pair', () => { ... });
});
