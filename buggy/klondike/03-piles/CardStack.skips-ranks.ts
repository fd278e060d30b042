/**
 * @bug The stack accepts any higher card of its suit, not only the next rank.
 * @misconception Increasing order is enough; the ranks do not have to follow one by one.
 * @hint Do your tests try to skip a rank on a stack?
 */
import type { Card } from '../../../solutions/klondike/01-card/Card.ts';
import { CardStack as Reference } from '../../../solutions/klondike/03-piles/CardStack.ts';

export class CardStack extends Reference {
  override accepts(card: Card): boolean {
    const top = this.top();
    if (top === null) return super.accepts(card);
    return card.getSuit() === this.getSuit() && card.getValue() > top.getValue();
  }
}
