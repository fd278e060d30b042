/**
 * @freedom its errors carry other messages: the README names which error each misuse throws, never its words
 */
import { Card as Reference } from '../../../solutions/klondike/01-card/Card.ts';
import { IllegalArgumentError } from '../../../activities/shared/errors.ts';

export class Card extends Reference {
  constructor(cardIndex: number) {
    if (!Number.isInteger(cardIndex) || cardIndex < 1 || cardIndex > 52) throw new IllegalArgumentError('no such card');
    super(cardIndex);
  }
}
