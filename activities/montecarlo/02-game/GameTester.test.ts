// Your own tests for Game. The grader runs them against a correct Game (each must pass) and against several
// broken ones (a good set of tests fails on each of them). The README lists game numbers with useful deals.
import { describe, expect, it } from 'vitest';
import { Game } from './Game.ts';
import { Coordinate } from '../01-coordinate/Coordinate.ts';

describe('GameTester', () => {
  // Write your tests here, for example:
  // it('cards_at_the_two_ends_of_a_row_do_not_touch', () => { ... });
});
