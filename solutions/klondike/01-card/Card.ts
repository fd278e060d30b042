import { IllegalArgumentError } from '../../shared/errors.ts';
import { type Colour, type Suit, RANKS, SUITS } from '../shared/cardFacts.ts';

/**
 * One of the 52 cards, named by its index from 1 to 52: 1–13 are the hearts, 14–26 the clubs, 27–39 the spades
 * and 40–52 the diamonds (the order of the foundations on the screen), each from the ace up to the king.
 */
export class Card {
  readonly cardIndex: number;

  constructor(cardIndex: number) {
    if (!Number.isInteger(cardIndex) || cardIndex < 1 || cardIndex > 52) {
      throw new IllegalArgumentError(`a card index goes from 1 to 52, got ${cardIndex}`);
    }
    this.cardIndex = cardIndex;
  }

  getSuit(): Suit {
    return SUITS[Math.floor((this.cardIndex - 1) / 13)]!;
  }

  /** 1 for an ace, 11, 12, 13 for the jack, queen and king. */
  getValue(): number {
    return ((this.cardIndex - 1) % 13) + 1;
  }

  colour(): Colour {
    const suit = this.getSuit();
    return suit === 'Heart' || suit === 'Diamond' ? 'red' : 'black';
  }

  toString(): string {
    return `${this.getSuit()}${RANKS[this.getValue() - 1]}`;
  }
}
