// Your own tests for Solitaire. The grader runs them against a correct Solitaire (each must pass) and against
// several broken ones (a good set of tests fails on each of them). A ScriptedRandom (../../shared/RandomSource.ts)
// lets you choose the shuffle exactly.
import { describe, expect, it } from 'vitest';
import { Solitaire } from './Solitaire.ts';

describe('SolitaireTester', () => {
  // Write your tests here.
});
