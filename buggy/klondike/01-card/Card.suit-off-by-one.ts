/**
 * @bug getSuit divides the index by 13 without taking 1 away first, so every king lands in the next suit.
 * @misconception Indexes that start at 1 can be split into blocks of 13 as if they started at 0.
 * @hint Do your tests look at the suit of the last card of each suit (13, 26, 39, 52)?
 */
import type { Suit } from '../../../activities/klondike/shared/cardFacts.ts';
import { Card as Reference } from '../../../solutions/klondike/01-card/Card.ts';

const ORDER: readonly Suit[] = ['Heart', 'Club', 'Spade', 'Diamond', 'Diamond'];

export class Card extends Reference {
  override getSuit(): Suit {
    return ORDER[Math.floor(this.cardIndex / 13)]!;
  }
}
