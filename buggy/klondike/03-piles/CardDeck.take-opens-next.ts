/**
 * @bug After takeCard, the next card of the deck is opened instead of the one drawn before.
 * @misconception Taking the open card is the same as drawing: the deck moves on.
 * @hint Do your tests look at currentCard() after a takeCard?
 */
import type { Card } from '../../../solutions/klondike/01-card/Card.ts';
import { CardDeck as Reference } from '../../../solutions/klondike/03-piles/CardDeck.ts';

export class CardDeck extends Reference {
  override takeCard(): Card {
    const card = super.takeCard();
    this.opened = 0;
    this.drawCard();
    return card;
  }
}
