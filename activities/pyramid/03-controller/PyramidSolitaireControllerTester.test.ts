// Your own tests for PyramidSolitaireTextualController. The grader runs them against a correct controller
// (each must pass) and against several broken ones. Drive it with a string of commands and an object that
// collects what is written: new PyramidSolitaireTextualController('rm1 7 5 q', { write: (t) => (out += t) }).
import { describe, expect, it } from 'vitest';
import { PyramidSolitaireTextualController } from './PyramidSolitaireTextualController.ts';
import { BasicPyramidSolitaire } from '../01-model/BasicPyramidSolitaire.ts';
import { PyramidSolitaireTextualView } from '../02-view/PyramidSolitaireTextualView.ts';
import { IllegalArgumentError, IllegalStateError } from '../../shared/errors.ts';

describe('PyramidSolitaireControllerTester', () => {
  // Write your tests here, for example:
  // it('typing_q_for_a_row_ends_the_game', async () => { ... });
});
