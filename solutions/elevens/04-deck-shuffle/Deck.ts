import { Deck as UnshuffledDeck } from '../02-deck/Deck.ts';
import { selectionShuffle } from '../03-shuffler/Shuffler.ts';

/** The Activity 2 deck, now really shuffled: the efficient selection shuffle over all its cards. */
export class Deck extends UnshuffledDeck {
  override shuffle(): void {
    selectionShuffle(this.cards, this.random);
    this.undealt = this.cards.length;
  }
}
