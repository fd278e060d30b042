/**
 * Klondike 03: complete this class. See README.md in this folder.
 * No JavaScript arrays, Map or Set here: keep the cards in your SinglyLinkedList (the grader checks it).
 */
import type { Card } from '../01-card/Card.ts';

export class CardList {
  // TODO: a SinglyLinkedList<Card> (from ../02-lists/SinglyLinkedList.ts), the opened index and the tail card.

  constructor(cards?: Iterable<Card>) {
    throw new Error('TODO: CardList constructor is not written yet');
  }

  size(): number {
    throw new Error('TODO: CardList.size is not written yet');
  }

  isEmpty(): boolean {
    throw new Error('TODO: CardList.isEmpty is not written yet');
  }

  get(index: number): Card {
    throw new Error('TODO: CardList.get is not written yet');
  }

  getOpenedIndex(): number {
    throw new Error('TODO: CardList.getOpenedIndex is not written yet');
  }

  tailCard(): Card | null {
    throw new Error('TODO: CardList.tailCard is not written yet');
  }

  indexOf(card: Card): number {
    throw new Error('TODO: CardList.indexOf is not written yet');
  }

  accepts(card: Card): boolean {
    throw new Error('TODO: CardList.accepts is not written yet');
  }

  add(card: Card): void {
    throw new Error('TODO: CardList.add is not written yet');
  }

  cut(index: number): CardList {
    throw new Error('TODO: CardList.cut is not written yet');
  }

  link(other: CardList): void {
    throw new Error('TODO: CardList.link is not written yet');
  }

  moveTail(): Card {
    throw new Error('TODO: CardList.moveTail is not written yet');
  }

  toString(): string {
    throw new Error('TODO: CardList.toString is not written yet');
  }
}
