/**
 * @bug getHint compares the ranks of neighbouring places without checking that they hold cards: two touching
 *   empty places (null and null) look like a pair.
 * @misconception null treated as one more rank, equal to itself.
 * @hint Do your tests ask for a hint after removing a pair and before consolidating?
 */
import { Coordinate } from '../../../solutions/montecarlo/01-coordinate/Coordinate.ts';
import { Game as ReferenceGame } from '../../../solutions/montecarlo/03-hint/Game.ts';

export class Game extends ReferenceGame {
  protected override partnerOf(place: Coordinate): Coordinate | null {
    const rank = this.getRank(place);
    const row = place.getRow();
    const column = place.getColumn();
    const candidates: readonly (readonly [number, number])[] = [
      [row, column + 1],
      [row + 1, column - 1],
      [row + 1, column],
      [row + 1, column + 1],
    ];
    for (const [r, c] of candidates) {
      if (r < 0 || c < 0 || r >= this.getRows() || c >= this.getColumns()) continue;
      const other = new Coordinate(r, c);
      if (this.getRank(other) === rank) return other;
    }
    return null;
  }
}
