/**
 * @bug equals compares the rows only: (2, 4) equals (2, 3).
 * @misconception A comparison of one field written, and the second one forgotten.
 * @hint Do your tests compare two coordinates that share a row but not a column?
 */
import { Coordinate as ReferenceCoordinate } from '../../../solutions/montecarlo/01-coordinate/Coordinate.ts';

export class Coordinate extends ReferenceCoordinate {
  override equals(other: Coordinate | null | undefined): boolean {
    return other instanceof ReferenceCoordinate && this.getRow() === other.getRow();
  }
}
