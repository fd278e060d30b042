/**
 * @bug The constructor accepts index 0 (and makes a card of it) instead of refusing it.
 * @misconception Indexes count from 0, as in arrays.
 * @hint Do your tests check that an index just outside 1 to 52 is refused?
 */
import { Card as Reference } from '../../../solutions/klondike/01-card/Card.ts';

export class Card extends Reference {
  constructor(cardIndex: number) {
    super(cardIndex === 0 ? 1 : cardIndex);
    if (cardIndex === 0) (this as { cardIndex: number }).cardIndex = 0;
  }
}
