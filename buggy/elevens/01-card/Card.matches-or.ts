/**
 * @bug matches joins its three comparisons with || instead of &&.
 * @misconception "Matching" read as "having something in common".
 * @hint Do your tests compare two cards that share a rank but differ in suit?
 */
import { Card as ReferenceCard } from '../../../solutions/elevens/01-card/Card.ts';

export class Card extends ReferenceCard {
  override matches(other: Card): boolean {
    return this.rank() === other.rank() || this.suit() === other.suit() || this.pointValue() === other.pointValue();
  }
}
