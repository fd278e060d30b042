/**
 * @freedom key() is the value's number and the suit (`12♥` for the queen of hearts), not the card's text: the README
 * asks only that two cards share a key exactly when they are equal.
 */
import { Card as Reference } from '../../../solutions/pyramid/01-model/Card.ts';

export class Card extends Reference {
  override key(): string {
    return `${this.value()}${this.suit()}`;
  }
}
