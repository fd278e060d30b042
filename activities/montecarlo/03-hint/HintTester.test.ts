// Your own tests for the hint. The grader runs them against a correct Game (each must pass) and against several
// broken ones (a good set of tests fails on each of them). Stage 02's README lists game numbers with useful deals.
import { describe, expect, it } from 'vitest';
import { Game } from './Game.ts';
import { Coordinate } from '../01-coordinate/Coordinate.ts';

describe('HintTester', () => {
  // Write your tests here, for example:
  // it('there_is_no_hint_on_a_deal_without_pairs', () => { ... });
});
