/**
 * @bug An empty stack accepts the two of its suit as well as the ace.
 * @misconception A stack starts low; any low card of the suit can start it.
 * @hint Do your tests put a two on an empty stack?
 */
import type { Card } from '../../../solutions/klondike/01-card/Card.ts';
import { CardStack as Reference } from '../../../solutions/klondike/03-piles/CardStack.ts';

export class CardStack extends Reference {
  override accepts(card: Card): boolean {
    if (this.isEmpty() && card.getSuit() === this.getSuit() && card.getValue() === 2) return true;
    return super.accepts(card);
  }
}
