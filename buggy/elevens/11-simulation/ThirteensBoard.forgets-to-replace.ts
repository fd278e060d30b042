/**
 * @bug playIfPossible finds a play and returns true, but never replaces the cards, so the table never changes.
 * @misconception Finding a play mistaken for making it.
 * @hint Do your tests check the table (and the deck size) after playIfPossible returns true?
 */
import { ThirteensBoard as ReferenceBoard } from '../../../solutions/elevens/11-simulation/ThirteensBoard.ts';

export class ThirteensBoard extends ReferenceBoard {
  override playIfPossible(): boolean {
    const onTable = this.cardIndexes();
    return this.findPairSum13(onTable).length > 0 || this.findKing(onTable).length > 0;
  }
}
