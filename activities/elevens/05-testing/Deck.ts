import { Card } from '../01-card/Card.ts';
import { mathRandom, type RandomSource } from '../../shared/RandomSource.ts';

/**
 * Activity 5: a classmate's Deck. It compiles and it looks finished, but it has several bugs (four, one of
 * them in the constructor). Your job: write tests in DeckTester.test.ts that expose them, then repair this
 * file until your tests and `npx cardlab check elevens/05` pass. Do not rewrite it from scratch: find
 * each mistake and fix that line. See README.md in this folder.
 */
export class Deck {
  private cards: Card[];
  private left: number;
  private random: RandomSource;

  constructor(
    ranks: readonly string[],
    suits: readonly string[],
    values: readonly number[],
    random: RandomSource = mathRandom,
  ) {
    if (ranks.length !== values.length) {
      throw new RangeError('ranks and values must have the same length');
    }
    this.random = random;
    this.cards = [];
    for (const suit of suits) {
      for (let r = 0; r <= ranks.length; r++) {
        this.cards.push(new Card(ranks[r], suit, values[r]));
      }
    }
    this.left = this.cards.length;
    this.shuffle();
  }

  /** True when there is nothing left to deal. */
  isEmpty(): boolean {
    return this.cards.length === 0;
  }

  /** How many cards are left to deal. */
  size(): number {
    return this.left;
  }

  /** Efficient selection shuffle over all the cards, then every card can be dealt again. */
  shuffle(): void {
    for (let k = this.cards.length - 1; k > 0; k--) {
      const r = this.random.nextInt(k + 1);
      this.cards[k] = this.cards[r];
      this.cards[r] = this.cards[k];
    }
    this.left = this.cards.length;
  }

  /** Deals the top card (cards[left - 1]), or returns null when the deck is empty. */
  deal(): Card | null {
    if (this.isEmpty()) {
      return null;
    }
    const top = this.cards[this.left];
    this.left = this.left - 1;
    return top;
  }

  toString(): string {
    let text = 'size = ' + this.left + '\nUndealt cards: \n';
    let count = 0;
    for (let k = this.left - 1; k >= 0; k--) {
      text += this.cards[k];
      if (k > 0) text += ', ';
      count++;
      if (count % 2 === 0) text += '\n';
    }
    text += '\nDealt cards: \n';
    count = 0;
    for (let k = this.cards.length - 1; k >= this.left; k--) {
      text += this.cards[k];
      if (k > this.left) text += ', ';
      count++;
      if (count % 2 === 0) text += '\n';
    }
    return text + '\n';
  }
}
