/**
 * @bug toString leaves out the space after "=": "ace of hearts (point value =1)".
 * @misconception An exact text format treated as roughly right.
 * @hint Do your tests compare the whole toString text, character for character?
 */
import { Card as ReferenceCard } from '../../../solutions/elevens/01-card/Card.ts';

export class Card extends ReferenceCard {
  override toString(): string {
    return `${this.rank()} of ${this.suit()} (point value =${this.pointValue()})`;
  }
}
