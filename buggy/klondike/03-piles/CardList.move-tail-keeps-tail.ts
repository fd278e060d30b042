/**
 * @bug moveTail takes the tail card out of the linked list but leaves the tail field on it.
 * @misconception The tail card field only needs to change when a card is added.
 * @hint Do your tests look at tailCard(), or add a card, after a moveTail?
 */
import type { Card } from '../../../solutions/klondike/01-card/Card.ts';
import { CardList as Reference } from '../../../solutions/klondike/03-piles/CardList.ts';

export class CardList extends Reference {
  override moveTail(): Card {
    const card = super.moveTail();
    this.tail = card;
    return card;
  }
}
