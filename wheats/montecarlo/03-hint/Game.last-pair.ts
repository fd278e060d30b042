/**
 * @freedom getHint answers the last removable pair in reading order, not the first: the README takes any removable
 * pair
 */
import { Game as Reference } from '../../../solutions/montecarlo/03-hint/Game.ts';
import { Coordinate } from '../../../solutions/montecarlo/01-coordinate/Coordinate.ts';

export class Game extends Reference {
  override getHint(): [Coordinate, Coordinate] | null {
    for (let row = this.getRows() - 1; row >= 0; row--) {
      for (let column = this.getColumns() - 1; column >= 0; column--) {
        const place = new Coordinate(row, column);
        const partner = this.partnerOf(place);
        if (partner !== null) return [place, partner];
      }
    }
    return null;
  }
}
