import { Card } from '../01-card/Card.ts';
import { LinkedStack } from '../02-lists/LinkedStack.ts';
import { type Suit, SUITS } from '../shared/cardFacts.ts';
import { IllegalArgumentError } from '../../shared/errors.ts';

/** A foundation: the cards of one suit, from the ace up to the king, kept in a stack. */
export class CardStack {
  protected readonly stack = new LinkedStack<Card>();
  protected readonly suit: Suit;

  constructor(suit: Suit) {
    if (!SUITS.includes(suit)) throw new IllegalArgumentError(`there is no suit ${String(suit)}`);
    this.suit = suit;
  }

  getSuit(): Suit {
    return this.suit;
  }

  size(): number {
    return this.stack.size();
  }

  isEmpty(): boolean {
    return this.stack.isEmpty();
  }

  /** True once the stack holds its 13 cards. */
  isFull(): boolean {
    return this.stack.size() === 13;
  }

  /** The top card, or null when the stack is empty. */
  top(): Card | null {
    return this.stack.isEmpty() ? null : this.stack.top();
  }

  /** Whether `card` is the next one: this stack's suit, and the ace on an empty stack or one rank above the top. */
  accepts(card: Card): boolean {
    return card.getSuit() === this.suit && card.getValue() === this.stack.size() + 1;
  }

  add(card: Card): void {
    if (!this.accepts(card)) throw new IllegalArgumentError(`${card} cannot go on the ${this.suit} stack now`);
    this.stack.push(card);
  }

  /** The top card's text, or `Empty`. */
  toString(): string {
    return this.top()?.toString() ?? 'Empty';
  }
}
