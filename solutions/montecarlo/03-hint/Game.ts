import { Coordinate } from '../01-coordinate/Coordinate.ts';
import { Game as PlainGame } from '../02-game/Game.ts';

/** The game of stage 02 with a hint: two places whose cards could be removed now. */
export class Game extends PlainGame {
  override isHintImplemented(): boolean {
    return true;
  }

  /**
   * Two places whose cards removeCards would remove now, or null when there are none. Post: nothing changes.
   * Looks in reading order: the first card that has a partner, with its first partner after it.
   */
  getHint(): [Coordinate, Coordinate] | null {
    for (let row = 0; row < this.getRows(); row++) {
      for (let column = 0; column < this.getColumns(); column++) {
        const place = new Coordinate(row, column);
        const partner = this.partnerOf(place);
        if (partner !== null) return [place, partner];
      }
    }
    return null;
  }

  /** A later place (right, below left, below, below right) holding a card of the same rank, or null. */
  protected partnerOf(place: Coordinate): Coordinate | null {
    const rank = this.getRank(place);
    if (rank === null) return null;
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
