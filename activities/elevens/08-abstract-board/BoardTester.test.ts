// Your own tests for Board. Board is abstract: define a small game of your own here (a subclass with a few
// places and a small deck) and test the shared methods on it. The grader runs your tests against a correct
// Board (each must pass) and against several broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { Board } from './Board.ts';
import { ScriptedRandom, type RandomSource } from '../../shared/RandomSource.ts';
import { riggedRandom } from '../shared/riggedRandom.ts';

describe('BoardTester', () => {
  // Write your tests here, for example:
  // it('cardIndexes_skips_the_empty_places', () => { ... });
});
