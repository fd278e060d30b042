/**
 * @bug removeCards pairs cards of the same suit instead of the same rank.
 * @misconception The two properties of a card mixed up when the rule was written down.
 * @hint Do your tests try to remove two touching cards of one suit but different ranks, and expect a refusal?
 */
import { Coordinate } from '../../../solutions/montecarlo/01-coordinate/Coordinate.ts';
import { Game as ReferenceGame } from '../../../solutions/montecarlo/02-game/Game.ts';

export class Game extends ReferenceGame {
  override removeCards(first: Coordinate, second: Coordinate): boolean {
    const a = this.indexOf(first);
    const b = this.indexOf(second);
    const cardA = this.tableau[a];
    const cardB = this.tableau[b];
    if (a === b || !cardA || !cardB || cardA.suit !== cardB.suit || !this.touching(first, second)) return false;
    this.tableau[a] = null;
    this.tableau[b] = null;
    this.score += 2;
    return true;
  }
}
