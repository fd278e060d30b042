/**
 * @freedom getHint gives the pair's later card first: the README asks for two places that can be removed together,
 * in no order
 */
import { Game as Reference } from '../../../solutions/montecarlo/03-hint/Game.ts';
import type { Coordinate } from '../../../solutions/montecarlo/01-coordinate/Coordinate.ts';

export class Game extends Reference {
  override getHint(): [Coordinate, Coordinate] | null {
    const hint = super.getHint();
    return hint === null ? null : [hint[1], hint[0]];
  }
}
