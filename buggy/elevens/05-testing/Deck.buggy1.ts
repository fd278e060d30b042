/**
 * @bug isEmpty() asks whether the count of undealt cards is below zero, so it is never true.
 * @misconception "Empty" written as "less than nothing": < typed where === (or <=) was meant.
 * @hint What should a deck with no cards left say when asked whether it is empty?
 */
import { Deck as ReferenceDeck } from '../../../solutions/elevens/05-testing/Deck.ts';

export class Deck extends ReferenceDeck {
  override isEmpty(): boolean {
    return this.undealt < 0;
  }
}
