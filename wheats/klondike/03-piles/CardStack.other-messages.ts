/**
 * @freedom its errors carry other messages: the README names which error each misuse throws, never its words
 */
import { CardStack as Reference } from '../../../solutions/klondike/03-piles/CardStack.ts';
import type { Card } from '../../../solutions/klondike/01-card/Card.ts';
import { SUITS, type Suit } from '../../../activities/klondike/shared/cardFacts.ts';
import { IllegalArgumentError } from '../../../activities/shared/errors.ts';
import { reworded } from '../../shared/reworded.ts';

export class CardStack extends Reference {
  constructor(suit: Suit) {
    if (!SUITS.includes(suit)) throw new IllegalArgumentError('not a suit');
    super(suit);
  }
  override add(card: Card): void {
    reworded(() => super.add(card), 'not allowed');
  }
}
