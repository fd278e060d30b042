/**
 * @bug toString prints jacks, queens and kings by their value: "11♠", "12♣", "13♦" instead of "J♠", "Q♣", "K♦".
 * @misconception Only the ace needs a letter, because it is the only card whose value is not printed.
 * @hint Do your tests check the text of a jack, a queen and a king, not only of number cards and aces?
 */
import { Card as ReferenceCard } from '../../../solutions/pyramid/01-model/Card.ts';

export class Card extends ReferenceCard {
  override toString(): string {
    return `${this.value() === 1 ? 'A' : String(this.value())}${this.suit()}`;
  }
}
