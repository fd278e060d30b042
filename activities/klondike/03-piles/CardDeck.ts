/**
 * Klondike 03: complete this class. See README.md in this folder.
 * No JavaScript arrays, Map or Set here: keep the cards in your CircularlyLinkedList (the grader checks it).
 */
import type { Card } from '../01-card/Card.ts';

export class CardDeck {
  // TODO: a CircularlyLinkedList<Card> (from ../02-lists/CircularlyLinkedList.ts) and what you need to know the current card.

  constructor(cards: Iterable<Card>) {
    throw new Error('TODO: CardDeck constructor is not written yet');
  }

  size(): number {
    throw new Error('TODO: CardDeck.size is not written yet');
  }

  isEmpty(): boolean {
    throw new Error('TODO: CardDeck.isEmpty is not written yet');
  }

  currentCard(): Card | null {
    throw new Error('TODO: CardDeck.currentCard is not written yet');
  }

  drawCard(): Card | null {
    throw new Error('TODO: CardDeck.drawCard is not written yet');
  }

  takeCard(): Card {
    throw new Error('TODO: CardDeck.takeCard is not written yet');
  }
}
