import { Deck as UnshuffledDeck } from '../02-deck/Deck.ts';
import { selectionShuffle } from '../03-shuffler/Shuffler.ts';

/**
 * Activity 4: the deck of Activity 2, with a real shuffle. See README.md in this folder.
 * Everything except shuffle() is inherited from your Activity 2 Deck (when this stage is graded, from a
 * correct one). Keep the class name and the method name.
 */
export class Deck extends UnshuffledDeck {
  override shuffle(): void {
    // TODO: mix this.cards with the efficient selection shuffle, drawing from this.random, then make every
    // card dealable again.
    throw new Error('TODO: Deck.shuffle is not written yet');
  }
}
