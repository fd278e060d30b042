// Probes: each passes on the reference and fails on a wheat, so verify sees that every wheat's freedom shows.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../solutions/montecarlo/03-hint/Game.ts';
import { Coordinate } from '../../../solutions/montecarlo/01-coordinate/Coordinate.ts';

/** The places of game 12345, in reading order, of the first card with a touching partner later in reading order. */
function firstPairStart(game: Game): number {
  const at = (place: number) => game.getRank(new Coordinate(Math.floor(place / 5), place % 5));
  for (let place = 0; place < 25; place++) {
    const [row, column] = [Math.floor(place / 5), place % 5];
    const later: [number, number][] = [
      [row, column + 1],
      [row + 1, column - 1],
      [row + 1, column],
      [row + 1, column + 1],
    ];
    for (const [r, c] of later)
      if (r < 5 && c >= 0 && c < 5 && at(place) !== null && at(r * 5 + c) === at(place)) return place;
  }
  return -1;
}

describe('what the hint leaves open', () => {
  const started = () => {
    const game = new Game(5, 5);
    game.newGame(12345);
    return game;
  };
  const placeOf = (coordinate: Coordinate) => coordinate.getRow() * 5 + coordinate.getColumn();

  it('the_hint_is_the_first_pair_in_reading_order', () => {
    const game = started();
    expect(placeOf(game.getHint()![0])).toBe(firstPairStart(game));
  });

  it('the_hint_gives_the_earlier_card_first', () => {
    const [first, second] = started().getHint()!;
    expect(placeOf(first)).toBeLessThan(placeOf(second));
  });
});
