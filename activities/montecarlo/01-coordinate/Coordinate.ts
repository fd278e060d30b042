/**
 * Monte Carlo 01: complete this class. See README.md in this folder.
 * Keep the class name, the constructor's parameters and the method names: the game and the grader call them.
 */
import { IllegalArgumentError } from '../../shared/errors.ts';

export class Coordinate {
  constructor(row: number, column: number) {
    // TODO: check both numbers (throw IllegalArgumentError), then remember them.
    throw new Error('TODO: Coordinate constructor is not written yet');
  }

  getRow(): number {
    throw new Error('TODO: Coordinate.getRow is not written yet');
  }

  getColumn(): number {
    throw new Error('TODO: Coordinate.getColumn is not written yet');
  }

  equals(other: Coordinate | null | undefined): boolean {
    throw new Error('TODO: Coordinate.equals is not written yet');
  }

  toString(): string {
    throw new Error('TODO: Coordinate.toString is not written yet');
  }
}
