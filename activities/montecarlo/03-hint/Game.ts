/**
 * Monte Carlo 03: add the hint to your game. See README.md in this folder.
 * This class extends your stage 02 Game; use only its public methods (getRows, getColumns, getRank, …).
 */
import { Coordinate } from '../01-coordinate/Coordinate.ts';
import { Game as PlainGame } from '../02-game/Game.ts';

export class Game extends PlainGame {
  /** True: this game has a hint. */
  override isHintImplemented(): boolean {
    throw new Error('TODO: Game.isHintImplemented (stage 03) is not written yet');
  }

  /** Two places whose cards removeCards would remove now, or null when there are none. Changes nothing. */
  getHint(): [Coordinate, Coordinate] | null {
    throw new Error('TODO: Game.getHint is not written yet');
  }
}
