/**
 * @bug deal lowers the count before it checks whether the deck is empty, so dealing the last card returns
 *   null (and dealing from an empty deck pushes the count below zero).
 * @misconception The order of two statements thought not to matter: a statement moved above the check.
 * @hint What should the last card of a deck, say a one-card deck, give when it is dealt?
 */
import { Deck as ReferenceDeck } from '../../../solutions/elevens/05-testing/Deck.ts';
import type { Card } from '../../../solutions/elevens/01-card/Card.ts';

export class Deck extends ReferenceDeck {
  override deal(): Card | null {
    this.undealt--;
    if (this.isEmpty()) return null;
    return this.cards[this.undealt]!;
  }
}
