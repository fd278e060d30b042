import { describe, expect, it } from 'vitest';
import { Coordinate } from '../../../../solutions/montecarlo/01-coordinate/Coordinate.ts';
import { IllegalArgumentError } from '../../../../activities/shared/errors.ts';

describe('Coordinate', () => {
  it('getRow_returns_the_row_given_to_the_constructor', () => {
    expect(new Coordinate(3, 1).getRow(), 'getRow() of new Coordinate(3, 1)').toBe(3);
    expect(new Coordinate(0, 4).getRow(), 'getRow() of new Coordinate(0, 4)').toBe(0);
  });

  it('getColumn_returns_the_column_given_to_the_constructor', () => {
    expect(new Coordinate(3, 1).getColumn(), 'getColumn() of new Coordinate(3, 1)').toBe(1);
    expect(new Coordinate(0, 4).getColumn(), 'getColumn() of new Coordinate(0, 4)').toBe(4);
  });

  it('large_rows_and_columns_are_accepted', () => {
    const far = new Coordinate(120, 75);
    expect(
      [far.getRow(), far.getColumn()],
      'new Coordinate(120, 75): a coordinate does not know the tableau size',
    ).toEqual([120, 75]);
  });

  it('a_coordinate_equals_itself', () => {
    const place = new Coordinate(2, 2);
    expect(place.equals(place), 'equals() of a coordinate with itself').toBe(true);
  });

  it('separate_coordinates_of_the_same_place_are_equal', () => {
    expect(
      new Coordinate(2, 4).equals(new Coordinate(2, 4)),
      'new Coordinate(2, 4) and another new Coordinate(2, 4)',
    ).toBe(true);
    expect(new Coordinate(0, 0).equals(new Coordinate(0, 0)), 'two new Coordinate(0, 0)').toBe(true);
  });

  it('a_different_column_is_not_equal', () => {
    expect(new Coordinate(2, 4).equals(new Coordinate(2, 3)), '(2, 4) against (2, 3)').toBe(false);
  });

  it('a_different_row_is_not_equal', () => {
    expect(new Coordinate(2, 4).equals(new Coordinate(1, 4)), '(2, 4) against (1, 4)').toBe(false);
  });

  it('row_and_column_swapped_is_not_equal', () => {
    expect(new Coordinate(1, 2).equals(new Coordinate(2, 1)), '(1, 2) against (2, 1)').toBe(false);
  });

  it('equals_null_or_undefined_is_false', () => {
    expect(new Coordinate(1, 2).equals(null), 'equals(null)').toBe(false);
    expect(new Coordinate(1, 2).equals(undefined), 'equals(undefined)').toBe(false);
  });

  it('a_negative_row_is_rejected', () => {
    expect(() => new Coordinate(-1, 0), 'new Coordinate(-1, 0)').toThrow(IllegalArgumentError);
  });

  it('a_negative_column_is_rejected', () => {
    expect(() => new Coordinate(0, -2), 'new Coordinate(0, -2)').toThrow(IllegalArgumentError);
  });

  it('rows_and_columns_that_are_not_whole_numbers_are_rejected', () => {
    for (const [row, column] of [
      [1.5, 0],
      [0, 2.25],
      [Number.NaN, 1],
      [1, Number.POSITIVE_INFINITY],
    ] as const) {
      expect(() => new Coordinate(row, column), `new Coordinate(${row}, ${column})`).toThrow(IllegalArgumentError);
    }
  });

  it('toString_writes_row_comma_column_in_parentheses', () => {
    expect(new Coordinate(2, 3).toString(), 'toString() of new Coordinate(2, 3)').toBe('(2, 3)');
    expect(`${new Coordinate(0, 10)}`, 'new Coordinate(0, 10) in a template string').toBe('(0, 10)');
  });

  it('a_coordinate_offers_no_way_to_change_it', () => {
    const place = new Coordinate(1, 2);
    const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(place) as object);
    expect(
      methods.filter((name) => /^set/i.test(name)),
      'methods whose name starts with "set"',
    ).toEqual([]);
    expect([place.getRow(), place.getColumn()], 'the coordinate after being read').toEqual([1, 2]);
  });
});
