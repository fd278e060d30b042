/**
 * @bug The score goes up by 1 for each pair removed, not by 1 for each card.
 * @misconception "One point per move" assumed instead of reading what a point is worth.
 * @hint Do your tests check the exact score after one pair is removed?
 */
import { Coordinate } from '../../../solutions/montecarlo/01-coordinate/Coordinate.ts';
import { Game as ReferenceGame } from '../../../solutions/montecarlo/02-game/Game.ts';

export class Game extends ReferenceGame {
  override removeCards(first: Coordinate, second: Coordinate): boolean {
    const removed = super.removeCards(first, second);
    if (removed) this.score -= 1;
    return removed;
  }

  override isWin(): boolean {
    return this.score === 26;
  }
}
