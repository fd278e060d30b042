/**
 * @bug shuffle's loop runs while k > 1, so the first two cards are never swapped with each other.
 * @misconception The loop's last step looked useless ("position 1 can only swap with 0 or itself") and was cut.
 * @hint Do your tests shuffle a two-card deck, or count how many numbers a shuffle asks for?
 */
import { Deck as ReferenceDeck } from '../../../solutions/elevens/04-deck-shuffle/Deck.ts';

export class Deck extends ReferenceDeck {
  override shuffle(): void {
    for (let k = this.cards.length - 1; k > 1; k--) {
      const r = this.random.nextInt(k + 1);
      [this.cards[k], this.cards[r]] = [this.cards[r]!, this.cards[k]!];
    }
    this.undealt = this.cards.length;
  }
}
