/**
 * @bug shuffle draws nextInt(k) instead of nextInt(k + 1): a card is always swapped with one below it.
 * @misconception nextInt's bound read as the largest number it can return.
 * @hint Do your tests check a shuffle driven by scripted numbers, including a draw that leaves a card where it is?
 */
import { Deck as ReferenceDeck } from '../../../solutions/elevens/04-deck-shuffle/Deck.ts';

export class Deck extends ReferenceDeck {
  override shuffle(): void {
    for (let k = this.cards.length - 1; k > 0; k--) {
      const r = this.random.nextInt(k);
      [this.cards[k], this.cards[r]] = [this.cards[r]!, this.cards[k]!];
    }
    this.undealt = this.cards.length;
  }
}
