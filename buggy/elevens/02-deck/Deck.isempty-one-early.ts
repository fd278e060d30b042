/**
 * @bug isEmpty() is already true when one card is left, so that card can never be dealt.
 * @misconception Comparing with <= 1 instead of === 0: an off-by-one at the boundary.
 * @hint What should a deck with exactly one card left answer, and what should it deal?
 */
import { Deck as ReferenceDeck } from '../../../solutions/elevens/02-deck/Deck.ts';

export class Deck extends ReferenceDeck {
  override isEmpty(): boolean {
    return this.undealt <= 1;
  }
}
