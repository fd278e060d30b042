/**
 * @bug shuffle mixes the cards but never sets the count of undealt cards back to the number of cards.
 * @misconception Shuffling seen only as changing the order, not as gathering the dealt cards back.
 * @hint After some deals and a shuffle, how many cards should be ready to deal? And what about a brand-new deck?
 */
import { Deck as ReferenceDeck } from '../../../solutions/elevens/04-deck-shuffle/Deck.ts';
import { selectionShuffle } from '../../../solutions/elevens/03-shuffler/Shuffler.ts';

export class Deck extends ReferenceDeck {
  override shuffle(): void {
    selectionShuffle(this.cards, this.random);
  }
}
