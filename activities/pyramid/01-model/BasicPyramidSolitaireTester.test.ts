// Your own tests for BasicPyramidSolitaire (the handout's examples). The grader runs them against a correct
// model (each must pass) and against several broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { BasicPyramidSolitaire } from './BasicPyramidSolitaire.ts';
import { Card } from './Card.ts';
import { IllegalArgumentError, IllegalStateError } from '../../shared/errors.ts';
import { ScriptedRandom, SeededRandom } from '../../shared/RandomSource.ts';

describe('BasicPyramidSolitaireTester', () => {
  // Write your tests here, for example:
  // it('removing_a_pair_that_does_not_make_13_throws', () => { ... });
});
