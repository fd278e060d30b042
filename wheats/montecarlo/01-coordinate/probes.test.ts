// Probes: each passes on the reference and fails on a wheat, so verify sees that every wheat's freedom shows.
import { describe, expect, it } from 'vitest';
import { Coordinate } from '../../../solutions/montecarlo/01-coordinate/Coordinate.ts';

describe('what a coordinate leaves open', () => {
  it('a_negative_row_is_named', () => {
    expect(() => new Coordinate(-1, 0)).toThrow(/a row must be a whole number/);
  });
});
