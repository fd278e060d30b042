/**
 * @bug deal returns the card at the count and only then lowers it, so it hands out the card just above the
 *   undealt ones (nothing at all on the first deal).
 * @misconception The count of undealt cards used as the index of the top card, forgetting that indexes start at 0.
 * @hint Do your tests look at which card the very first deal of a new deck gives back?
 */
import { Deck as ReferenceDeck } from '../../../solutions/elevens/02-deck/Deck.ts';
import type { Card } from '../../../solutions/elevens/01-card/Card.ts';

export class Deck extends ReferenceDeck {
  override deal(): Card | null {
    if (this.isEmpty()) return null;
    const card = this.cards[this.undealt]!;
    this.undealt--;
    return card;
  }
}
