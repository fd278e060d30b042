import { Card } from '../01-card/Card.ts';
import { CircularlyLinkedList } from '../02-lists/CircularlyLinkedList.ts';
import { IllegalStateError } from '../../shared/errors.ts';

/**
 * The deck (the stock and its open card), kept in a circularly linked list. The list is turned so that its first
 * card is always the next one to draw; the `opened` cards drawn in this round are the last ones, and the open card
 * (the current card) is the very last.
 */
export class CardDeck {
  protected readonly cards = new CircularlyLinkedList<Card>();
  protected opened = 0;

  /** A deck of the given cards, all face down; the first one given is the first drawn. */
  constructor(cards: Iterable<Card>) {
    for (const card of cards) this.cards.addLast(card);
  }

  size(): number {
    return this.cards.size();
  }

  isEmpty(): boolean {
    return this.cards.isEmpty();
  }

  /** The open card, or null when no card is open. */
  currentCard(): Card | null {
    return this.opened > 0 ? this.cards.last() : null;
  }

  /** Opens the next card and returns it; after the last card, closes them all and returns null. */
  drawCard(): Card | null {
    if (this.cards.isEmpty()) return null;
    if (this.opened === this.cards.size()) {
      this.opened = 0;
      return null;
    }
    this.cards.rotate();
    this.opened++;
    return this.cards.last();
  }

  /** Takes the open card out of the deck; the card opened before it becomes the open card. */
  takeCard(): Card {
    if (this.opened === 0) throw new IllegalStateError('no card of the deck is open');
    this.opened--;
    return this.cards.remove(this.cards.size() - 1);
  }
}
