/**
 * @bug The constructor builds the cards rank by rank (every suit of the first rank, then the next rank…)
 *   instead of suit by suit.
 * @misconception The order of the two nested loops thought not to matter because the same cards get made.
 * @hint Do your tests check the order in which a new deck with two suits and several ranks deals its cards?
 */
import { Deck as ReferenceDeck } from '../../../solutions/elevens/02-deck/Deck.ts';
import { Card } from '../../../solutions/elevens/01-card/Card.ts';
import type { RandomSource } from '../../../activities/shared/RandomSource.ts';

export class Deck extends ReferenceDeck {
  constructor(ranks: readonly string[], suits: readonly string[], values: readonly number[], random?: RandomSource) {
    super(ranks, suits, values, random);
    this.cards = [];
    ranks.forEach((rank, j) => {
      for (const suit of suits) this.cards.push(new Card(rank, suit, values[j]!));
    });
    this.shuffle();
  }
}
