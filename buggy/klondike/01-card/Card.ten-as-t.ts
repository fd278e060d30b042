/**
 * @bug toString prints the ten as T (DiamondT) instead of 10.
 * @misconception Every rank is written with one character, as in some card notations.
 * @hint Do your tests print a ten?
 */
import { Card as Reference } from '../../../solutions/klondike/01-card/Card.ts';

export class Card extends Reference {
  override toString(): string {
    return super.toString().replace(/10$/, 'T');
  }
}
