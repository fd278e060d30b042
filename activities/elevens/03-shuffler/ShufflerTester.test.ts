// Your own tests for the Shuffler functions. The grader runs them against correct functions (each must
// pass) and against several broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { arePermutations, flip, perfectShuffle, randomsThatReverse1234, selectionShuffle } from './Shuffler.ts';
import { ScriptedRandom, SeededRandom, type RandomSource } from '../../shared/RandomSource.ts';

describe('ShufflerTester', () => {
  // Write your tests here. ScriptedRandom makes a shuffle exact; SeededRandom makes many flips repeatable.
  // it('perfect_shuffle_of_an_odd_count_puts_the_longer_half_first', () => { ... });
});
