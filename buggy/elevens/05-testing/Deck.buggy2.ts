/**
 * @bug The constructor's loop over the ranks starts at 1, so the first rank of every suit is never built
 *   (this deck passes the arrays on without their first element, which has the same effect).
 * @misconception Loops start at 1, as when counting cards aloud.
 * @hint Does a test check how many cards a new deck holds, and that the very first rank is among them?
 */
import { Deck as ReferenceDeck } from '../../../solutions/elevens/05-testing/Deck.ts';
import type { RandomSource } from '../../../activities/shared/RandomSource.ts';

export class Deck extends ReferenceDeck {
  constructor(ranks: readonly string[], suits: readonly string[], values: readonly number[], random?: RandomSource) {
    if (ranks.length !== values.length)
      throw new RangeError(`each rank needs a point value: got ${ranks.length} ranks and ${values.length} values`);
    super(ranks.slice(1), suits, values.slice(1), random);
  }
}
