import { Deck as UnshuffledDeck } from '../02-deck/Deck.ts';

// Alice's shuffle, saved half-way through an edit: the loop's closing brace is missing.
export class Deck extends UnshuffledDeck {
  override shuffle(): void {
    for (let k = this.cards.length - 1; k > 0; k--) {
      const r = this.random.nextInt(k + 1);
      [this.cards[k], this.cards[r]] = [this.cards[r]!, this.cards[k]!];
    this.undealt = this.cards.length;
  }
}
