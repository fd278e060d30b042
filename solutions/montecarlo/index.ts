// The Monte Carlo lab's public API: the kit's provided pieces and the reference implementation of every stage,
// as the game screen and the tools use them.
export { Coordinate } from './01-coordinate/Coordinate.ts';
export { Game } from './03-hint/Game.ts';
export { Game as GameWithoutHint, Card } from './02-game/Game.ts';
export { JavaRandom } from '../../activities/montecarlo/shared/JavaRandom.ts';
export {
  Suit,
  Rank,
  SUITS,
  RANKS,
  DECK_SIZE,
  suitOrdinal,
  rankOrdinal,
  suitSymbol,
  rankSymbol,
  cardLabel,
  asciiLabel,
  isRed,
} from '../../activities/montecarlo/shared/cards.ts';
export { IllegalArgumentError, IllegalStateError } from '../../activities/shared/errors.ts';
export type { RandomSource } from '../../activities/shared/RandomSource.ts';
