/**
 * @bug shuffle's loop condition is k < 0 instead of k > 0, so the loop never runs: the cards are never mixed,
 *   although the count of undealt cards is still reset.
 * @misconception A comparison typed the wrong way round; the deck "works", so the mistake goes unseen.
 * @hint Does a test drive the shuffle with known random numbers and check the order the cards come out in?
 */
import { Deck as ReferenceDeck } from '../../../solutions/elevens/05-testing/Deck.ts';

export class Deck extends ReferenceDeck {
  override shuffle(): void {
    for (let k = this.cards.length - 1; k < 0; k--) {
      const r = this.random.nextInt(k + 1);
      [this.cards[k], this.cards[r]] = [this.cards[r]!, this.cards[k]!];
    }
    this.undealt = this.cards.length;
  }
}
