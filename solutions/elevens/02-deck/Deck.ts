import { Card } from '../01-card/Card.ts';
import { mathRandom, type RandomSource } from '../../shared/RandomSource.ts';

/**
 * A deck that deals by counting down: cards stay in `cards`; the first `undealt` of them are still to be
 * dealt and the card dealt next is the one just below that count (the top of the deck is the end).
 */
export class Deck {
  protected cards: Card[] = [];
  protected undealt = 0;
  protected readonly random: RandomSource;

  /** Builds the cards suit by suit (every rank of the first suit, then the second…), then shuffles. */
  constructor(
    ranks: readonly string[],
    suits: readonly string[],
    values: readonly number[],
    random: RandomSource = mathRandom,
  ) {
    if (ranks.length !== values.length) {
      throw new RangeError(`each rank needs a point value: got ${ranks.length} ranks and ${values.length} values`);
    }
    this.random = random;
    for (const suit of suits) {
      ranks.forEach((rank, j) => this.cards.push(new Card(rank, suit, values[j]!)));
    }
    this.shuffle();
  }

  isEmpty(): boolean {
    return this.undealt === 0;
  }

  size(): number {
    return this.undealt;
  }

  /** Activity 2 only gathers the dealt cards back; Activity 4 also mixes them. */
  shuffle(): void {
    this.undealt = this.cards.length;
  }

  /** The next card, or null when every card has been dealt. */
  deal(): Card | null {
    if (this.isEmpty()) return null;
    this.undealt--;
    return this.cards[this.undealt]!;
  }

  /**
   * `size = N`, the undealt cards from the top down, then the dealt cards from the most recent back;
   * cards are separated by ", " and every second card ends a line.
   */
  toString(): string {
    const undealtPart = this.listFromTop(this.undealt - 1, 0);
    const dealtPart = this.listFromTop(this.cards.length - 1, this.undealt);
    return `size = ${this.undealt}\nUndealt cards: \n${undealtPart}\nDealt cards: \n${dealtPart}\n`;
  }

  private listFromTop(from: number, downTo: number): string {
    let text = '';
    for (let k = from; k >= downTo; k--) {
      text += String(this.cards[k]);
      if (k !== downTo) text += ', ';
      if ((from - k) % 2 === 1) text += '\n';
    }
    return text;
  }
}
