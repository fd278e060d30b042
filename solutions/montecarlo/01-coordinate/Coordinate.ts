import { IllegalArgumentError } from '../../shared/errors.ts';

/**
 * A place in the tableau: a row and a column, both counted from 0 at the top left.
 * Invariant: row and column are whole numbers, never negative, and never change.
 */
export class Coordinate {
  private readonly row: number;
  private readonly column: number;

  /** Pre: row and column are whole numbers ≥ 0 (otherwise IllegalArgumentError). */
  constructor(row: number, column: number) {
    if (!Number.isSafeInteger(row) || row < 0)
      throw new IllegalArgumentError(`a row must be a whole number ≥ 0, got ${row}`);
    if (!Number.isSafeInteger(column) || column < 0)
      throw new IllegalArgumentError(`a column must be a whole number ≥ 0, got ${column}`);
    this.row = row;
    this.column = column;
  }

  getRow(): number {
    return this.row;
  }

  getColumn(): number {
    return this.column;
  }

  /** True when `other` is a coordinate of the same row and the same column. */
  equals(other: Coordinate | null | undefined): boolean {
    return other instanceof Coordinate && this.row === other.getRow() && this.column === other.getColumn();
  }

  /** `(row, column)`, e.g. `(2, 3)`. */
  toString(): string {
    return `(${this.row}, ${this.column})`;
  }
}
