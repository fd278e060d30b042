/**
 * @bug Two places touch when their positions in the row-by-row list differ by 1, columns - 1, columns or
 *   columns + 1: the end of one row touches the start of the next, and diagonals wrap around the sides.
 * @misconception A grid stored as one list, and neighbours worked out in the list instead of in rows and columns.
 * @hint Do your tests try to remove two cards of the same rank at the two ends of neighbouring rows?
 */
import { Coordinate } from '../../../solutions/montecarlo/01-coordinate/Coordinate.ts';
import { Game as ReferenceGame } from '../../../solutions/montecarlo/02-game/Game.ts';

export class Game extends ReferenceGame {
  protected override touching(first: Coordinate, second: Coordinate): boolean {
    const distance = Math.abs(this.indexOf(first) - this.indexOf(second));
    return (
      distance === 1 || distance === this.columns - 1 || distance === this.columns || distance === this.columns + 1
    );
  }
}
