/**
 * @bug The stack checks the rank but not the suit.
 * @misconception Stacks are built by rank, from the ace up, like the lists.
 * @hint Do your tests offer a stack a card of the right rank but another suit?
 */
import type { Card } from '../../../solutions/klondike/01-card/Card.ts';
import { CardStack as Reference } from '../../../solutions/klondike/03-piles/CardStack.ts';

export class CardStack extends Reference {
  override accepts(card: Card): boolean {
    return card.getValue() === this.size() + 1;
  }
}
