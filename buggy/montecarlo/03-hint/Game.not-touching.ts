/**
 * @bug getHint suggests any two cards of the same rank, whether or not they touch.
 * @misconception The hint checks half of the rule: same rank, but not where the cards lie.
 * @hint Do your tests check that the two places a hint gives really touch, on a deal where a same-rank pair is far apart?
 */
import { Coordinate } from '../../../solutions/montecarlo/01-coordinate/Coordinate.ts';
import { Game as ReferenceGame } from '../../../solutions/montecarlo/03-hint/Game.ts';

export class Game extends ReferenceGame {
  override getHint(): [Coordinate, Coordinate] | null {
    const places = this.getRows() * this.getColumns();
    const at = (k: number) => new Coordinate(Math.floor(k / this.getColumns()), k % this.getColumns());
    for (let a = 0; a < places; a++) {
      for (let b = a + 1; b < places; b++) {
        const rank = this.getRank(at(a));
        if (rank !== null && rank === this.getRank(at(b))) return [at(a), at(b)];
      }
    }
    return null;
  }
}
