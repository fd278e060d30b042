/**
 * @bug After the last card, drawCard goes straight on to the first card instead of returning null once.
 * @misconception A circular list has no end, so the deck never needs to say it has reached it.
 * @hint Do your tests check what drawCard returns just after the last card?
 */
import type { Card } from '../../../solutions/klondike/01-card/Card.ts';
import { CardDeck as Reference } from '../../../solutions/klondike/03-piles/CardDeck.ts';

export class CardDeck extends Reference {
  override drawCard(): Card | null {
    const card = super.drawCard();
    return card === null && !this.isEmpty() ? super.drawCard() : card;
  }
}
