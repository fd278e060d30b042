/**
 * @bug accepts (and so add and link) checks only the rank: a black card may go on a black card.
 * @misconception The rank is what matters in a list; the colours are only for the look.
 * @hint Do your tests try to put a card on one of the same colour and one rank higher?
 */
import type { Card } from '../../../solutions/klondike/01-card/Card.ts';
import { CardList as Reference } from '../../../solutions/klondike/03-piles/CardList.ts';

export class CardList extends Reference {
  override accepts(card: Card): boolean {
    const tail = this.tailCard();
    return tail === null ? card.getValue() === 13 : card.getValue() === tail.getValue() - 1;
  }
}
