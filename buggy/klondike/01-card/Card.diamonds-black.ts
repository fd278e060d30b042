/**
 * @bug colour() says red for hearts only: diamonds come out black.
 * @misconception Only hearts are red cards.
 * @hint Do your tests ask the colour of a card of every suit?
 */
import type { Colour } from '../../../activities/klondike/shared/cardFacts.ts';
import { Card as Reference } from '../../../solutions/klondike/01-card/Card.ts';

export class Card extends Reference {
  override colour(): Colour {
    return this.getSuit() === 'Heart' ? 'red' : 'black';
  }
}
