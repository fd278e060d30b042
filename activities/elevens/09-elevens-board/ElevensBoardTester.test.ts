// Your own tests for ElevensBoard. The grader runs them against a correct ElevensBoard (each must pass) and
// against several broken ones (a good set of tests fails on each of them).
// To deal an exact table: new ElevensBoard(riggedRandom(RANKS, SUITS, ['K♠', '10♦', 'J♣', ...])).
import { describe, expect, it } from 'vitest';
import { ElevensBoard, RANKS, SUITS } from './ElevensBoard.ts';
import { riggedRandom } from '../shared/riggedRandom.ts';

describe('ElevensBoardTester', () => {
  // Write your tests here, for example:
  // it('two_jacks_and_a_king_are_not_a_legal_triple', () => { ... });
});
