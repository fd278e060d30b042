// Public tests: `cardlab check montecarlo/01` runs them. The grader's hidden tests check more.
import { describe, expect, it } from 'vitest';
import { Coordinate } from './Coordinate.ts';

describe('Coordinate (public)', () => {
  it('remembers_its_row_and_column', () => {
    const place = new Coordinate(1, 3);
    expect(place.getRow()).toBe(1);
    expect(place.getColumn()).toBe(3);
  });

  it('two_coordinates_of_the_same_place_are_equal', () => {
    expect(new Coordinate(4, 0).equals(new Coordinate(4, 0))).toBe(true);
  });
});
