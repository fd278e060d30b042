/**
 * @bug equals compares with ===, so two separate coordinates of the same place are not equal.
 * @misconception Object identity taken for value equality, as == between two objects in Java.
 * @hint Do your tests compare two coordinates built separately from the same row and column?
 */
import { Coordinate as ReferenceCoordinate } from '../../../solutions/montecarlo/01-coordinate/Coordinate.ts';

export class Coordinate extends ReferenceCoordinate {
  override equals(other: Coordinate | null | undefined): boolean {
    return this === other;
  }
}
