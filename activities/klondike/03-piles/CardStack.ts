/**
 * Klondike 03: complete this class. See README.md in this folder.
 * No JavaScript arrays, Map or Set here: keep the cards in your LinkedStack (the grader checks it).
 */
import type { Card } from '../01-card/Card.ts';
import type { Suit } from '../shared/cardFacts.ts';

export class CardStack {
  // TODO: a LinkedStack<Card> (from ../02-lists/LinkedStack.ts) and the suit.

  constructor(suit: Suit) {
    throw new Error('TODO: CardStack constructor is not written yet');
  }

  getSuit(): Suit {
    throw new Error('TODO: CardStack.getSuit is not written yet');
  }

  size(): number {
    throw new Error('TODO: CardStack.size is not written yet');
  }

  isEmpty(): boolean {
    throw new Error('TODO: CardStack.isEmpty is not written yet');
  }

  isFull(): boolean {
    throw new Error('TODO: CardStack.isFull is not written yet');
  }

  top(): Card | null {
    throw new Error('TODO: CardStack.top is not written yet');
  }

  accepts(card: Card): boolean {
    throw new Error('TODO: CardStack.accepts is not written yet');
  }

  add(card: Card): void {
    throw new Error('TODO: CardStack.add is not written yet');
  }

  toString(): string {
    throw new Error('TODO: CardStack.toString is not written yet');
  }
}
