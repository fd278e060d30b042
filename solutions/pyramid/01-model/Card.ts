import { IllegalArgumentError } from '../../shared/errors.ts';
import { HIGHEST_VALUE, LOWEST_VALUE, SUITS, type Suit } from '../shared/cardFacts.ts';

const FACE_NAMES: Readonly<Record<number, string>> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

/** A playing card of Pyramid Solitaire: a value from 1 (ace) to 13 (king) and a suit. Immutable. */
export class Card {
  private readonly cardValue: number;
  private readonly cardSuit: Suit;

  /** @throws IllegalArgumentError for a value that is not a whole number from 1 to 13, or an unknown suit. */
  constructor(value: number, suit: Suit) {
    if (!Number.isInteger(value) || value < LOWEST_VALUE || value > HIGHEST_VALUE) {
      throw new IllegalArgumentError(`a card's value is a whole number from 1 to 13, got ${value}`);
    }
    if (!SUITS.includes(suit)) throw new IllegalArgumentError(`unknown suit ${String(suit)}`);
    this.cardValue = value;
    this.cardSuit = suit;
  }

  value(): number {
    return this.cardValue;
  }

  suit(): Suit {
    return this.cardSuit;
  }

  /** `A♣`, `10♦`, `K♠`: the rank (A, 2–10, J, Q, K) followed by the suit symbol. */
  toString(): string {
    return `${FACE_NAMES[this.cardValue] ?? String(this.cardValue)}${this.cardSuit}`;
  }

  /** True when `other` is a Card with the same value and suit. */
  equals(other: unknown): boolean {
    return other instanceof Card && other.value() === this.cardValue && other.suit() === this.cardSuit;
  }

  /** A key that two cards share exactly when they are equal (for Sets and Maps). */
  key(): string {
    return this.toString();
  }
}
