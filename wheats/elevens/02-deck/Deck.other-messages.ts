/**
 * @freedom the RangeError for ranks and values of different lengths carries another message: the README names the
 * error, never its words
 */
import { Deck as Reference } from '../../../solutions/elevens/02-deck/Deck.ts';
import type { RandomSource } from '../../../activities/shared/RandomSource.ts';

export class Deck extends Reference {
  constructor(ranks: readonly string[], suits: readonly string[], values: readonly number[], random?: RandomSource) {
    if (ranks.length !== values.length) throw new RangeError('mismatched lists');
    super(ranks, suits, values, random);
  }
}
