/**
 * @bug Only cards side by side or one above the other touch: corner-to-corner neighbours are refused.
 * @misconception "Adjacent" read as sharing an edge, as in many grid puzzles.
 * @hint Do your tests remove a pair of cards that touch only at a corner?
 */
import { Coordinate } from '../../../solutions/montecarlo/01-coordinate/Coordinate.ts';
import { Game as ReferenceGame } from '../../../solutions/montecarlo/02-game/Game.ts';

export class Game extends ReferenceGame {
  protected override touching(first: Coordinate, second: Coordinate): boolean {
    const rows = Math.abs(first.getRow() - second.getRow());
    const columns = Math.abs(first.getColumn() - second.getColumn());
    return rows + columns === 1;
  }
}
