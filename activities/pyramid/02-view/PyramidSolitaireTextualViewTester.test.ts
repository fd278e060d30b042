// Your own tests for PyramidSolitaireTextualView. The grader runs them against a correct view (each must
// pass) and against several broken ones (a good set of tests fails on each of them). They use the model of
// stage 01 (when this stage is graded, the kit's correct model).
import { describe, expect, it } from 'vitest';
import { PyramidSolitaireTextualView } from './PyramidSolitaireTextualView.ts';
import { BasicPyramidSolitaire } from '../01-model/BasicPyramidSolitaire.ts';
import { Card } from '../01-model/Card.ts';

describe('PyramidSolitaireTextualViewTester', () => {
  // Write your tests here, for example:
  // it('a_row_with_no_cards_left_prints_as_a_blank_line', () => { ... });
});
