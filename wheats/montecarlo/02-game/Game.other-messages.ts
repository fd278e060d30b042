/**
 * @freedom its errors carry other messages: the README names which error each misuse throws, never its words
 */
import { Game as Reference } from '../../../solutions/montecarlo/02-game/Game.ts';
import type { Coordinate } from '../../../solutions/montecarlo/01-coordinate/Coordinate.ts';
import type { Rank, Suit } from '../../../activities/montecarlo/shared/cards.ts';
import { IllegalArgumentError } from '../../../activities/shared/errors.ts';
import { reworded } from '../../shared/reworded.ts';

const WORDS = 'not allowed';

export class Game extends Reference {
  constructor(rows: number, columns: number) {
    const size = (n: number) => Number.isInteger(n) && n >= 1;
    if (!size(rows) || !size(columns) || rows * columns > 52) throw new IllegalArgumentError(WORDS);
    super(rows, columns);
  }
  override newGame(gameNumber: number): void {
    reworded(() => super.newGame(gameNumber), WORDS);
  }
  override replay(): void {
    reworded(() => super.replay(), WORDS);
  }
  override getSuit(coordinate: Coordinate): Suit | null {
    return reworded(() => super.getSuit(coordinate), WORDS);
  }
  override getRank(coordinate: Coordinate): Rank | null {
    return reworded(() => super.getRank(coordinate), WORDS);
  }
  override removeCards(first: Coordinate, second: Coordinate): boolean {
    return reworded(() => super.removeCards(first, second), WORDS);
  }
}
