/**
 * @bug getHint looks right, below and below-right of each card, but never below-left: a pair touching only
 *   along that diagonal is missed, and the hint says there is no move.
 * @misconception "Only look forward" taken to mean "only to the right", forgetting the other diagonal.
 * @hint Do your tests ask for a hint on a deal whose only pair lies along the / diagonal?
 */
import { Coordinate } from '../../../solutions/montecarlo/01-coordinate/Coordinate.ts';
import { Game as ReferenceGame } from '../../../solutions/montecarlo/03-hint/Game.ts';

export class Game extends ReferenceGame {
  protected override partnerOf(place: Coordinate): Coordinate | null {
    const rank = this.getRank(place);
    if (rank === null) return null;
    const row = place.getRow();
    const column = place.getColumn();
    const candidates: readonly (readonly [number, number])[] = [
      [row, column + 1],
      [row + 1, column],
      [row + 1, column + 1],
    ];
    for (const [r, c] of candidates) {
      if (r >= this.getRows() || c >= this.getColumns()) continue;
      const other = new Coordinate(r, c);
      if (this.getRank(other) === rank) return other;
    }
    return null;
  }
}
