// Reference student tests: the standard a student's CoordinateTester is compared with (`cardlab verify`
// proves they pass on the reference and catch every buggy Coordinate).
import { describe, expect, it } from 'vitest';
import { Coordinate } from './Coordinate.ts';
import { IllegalArgumentError } from '../../shared/errors.ts';

describe('CoordinateTester', () => {
  it('row_and_column_come_back_as_given', () => {
    const c = new Coordinate(3, 1);
    expect([c.getRow(), c.getColumn()]).toEqual([3, 1]);
    expect([new Coordinate(0, 4).getRow(), new Coordinate(0, 4).getColumn()]).toEqual([0, 4]);
  });

  it('equal_values_are_equal_even_as_separate_objects', () => {
    expect(new Coordinate(2, 4).equals(new Coordinate(2, 4))).toBe(true);
    const c = new Coordinate(0, 0);
    expect(c.equals(c)).toBe(true);
  });

  it('a_different_row_or_column_is_not_equal', () => {
    expect(new Coordinate(2, 4).equals(new Coordinate(2, 3))).toBe(false);
    expect(new Coordinate(2, 4).equals(new Coordinate(1, 4))).toBe(false);
    expect(new Coordinate(1, 2).equals(new Coordinate(2, 1))).toBe(false);
    expect(new Coordinate(1, 2).equals(null)).toBe(false);
  });

  it('bad_rows_and_columns_are_rejected', () => {
    expect(() => new Coordinate(-1, 0)).toThrow(IllegalArgumentError);
    expect(() => new Coordinate(0, -3)).toThrow(IllegalArgumentError);
    expect(() => new Coordinate(1.5, 0)).toThrow(IllegalArgumentError);
  });

  it('toString_shows_row_then_column', () => {
    expect(new Coordinate(2, 3).toString()).toBe('(2, 3)');
  });
});
