/**
 * @bug getColumn returns the row: its body was copied from getRow and not changed.
 * @misconception Copy and paste between two near-identical getters, never checked on its own.
 * @hint Do your tests read both getters of a coordinate whose row and column are different numbers?
 */
import { Coordinate as ReferenceCoordinate } from '../../../solutions/montecarlo/01-coordinate/Coordinate.ts';

export class Coordinate extends ReferenceCoordinate {
  override getColumn(): number {
    return this.getRow();
  }
}
