// Your own tests for Coordinate. The grader runs them against a correct Coordinate (each must pass) and
// against several broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { Coordinate } from './Coordinate.ts';
import { IllegalArgumentError } from '../../shared/errors.ts';

describe('CoordinateTester', () => {
  // Write your tests here, for example:
  // it('a_coordinate_equals_a_copy_of_itself', () => { ... });
});
