/**
 * @bug size() returns how many cards the deck holds in all, dealt ones included.
 * @misconception "Size of the deck" read as the length of the list rather than the cards still to be dealt.
 * @hint Do your tests check size() after some cards have been dealt, not only on a new deck?
 */
import { Deck as ReferenceDeck } from '../../../solutions/elevens/02-deck/Deck.ts';

export class Deck extends ReferenceDeck {
  override size(): number {
    return this.cards.length;
  }
}
