/**
 * @bug The constructor only checks that row and column are whole numbers: new Coordinate(-1, 0) is accepted.
 * @misconception "A number" checked, but not "a place that can exist".
 * @hint Do your tests build a coordinate that can never be a place on a tableau, and expect an error?
 */
import { IllegalArgumentError } from '../../../activities/shared/errors.ts';

export class Coordinate {
  private readonly row: number;
  private readonly column: number;

  constructor(row: number, column: number) {
    if (!Number.isSafeInteger(row) || !Number.isSafeInteger(column)) {
      throw new IllegalArgumentError(`a coordinate needs whole numbers, got (${row}, ${column})`);
    }
    this.row = row;
    this.column = column;
  }

  getRow(): number {
    return this.row;
  }

  getColumn(): number {
    return this.column;
  }

  equals(other: Coordinate | null | undefined): boolean {
    return other instanceof Coordinate && this.row === other.getRow() && this.column === other.getColumn();
  }

  toString(): string {
    return `(${this.row}, ${this.column})`;
  }
}
