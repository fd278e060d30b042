/**
 * @bug An empty list accepts any card, not only a king.
 * @misconception An empty list has no tail, so there is no rule to check.
 * @hint Do your tests put a card other than a king on an empty list?
 */
import type { Card } from '../../../solutions/klondike/01-card/Card.ts';
import { CardList as Reference } from '../../../solutions/klondike/03-piles/CardList.ts';

export class CardList extends Reference {
  override accepts(card: Card): boolean {
    return this.tailCard() === null || super.accepts(card);
  }
}
