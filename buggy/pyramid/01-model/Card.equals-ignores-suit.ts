/**
 * @bug equals compares the values only: 7♠ equals 7♥.
 * @misconception In Pyramid Solitaire only values matter, so two cards of the same value were taken to be the same card.
 * @hint Do your tests compare two cards of the same value and different suits?
 */
import { Card as ReferenceCard } from '../../../solutions/pyramid/01-model/Card.ts';

export class Card extends ReferenceCard {
  override equals(other: unknown): boolean {
    return other instanceof ReferenceCard && other.value() === this.value();
  }
}
