/**
 * @bug suit() returns the rank: its body was copied from rank() and not changed.
 * @misconception Copy and paste between near-identical accessors, never checked on its own.
 * @hint Do your tests check each accessor on a card whose rank and suit are different words?
 */
import { Card as ReferenceCard } from '../../../solutions/elevens/01-card/Card.ts';

export class Card extends ReferenceCard {
  override suit(): string {
    return this.rank();
  }
}
