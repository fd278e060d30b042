import { Card } from '../01-card/Card.ts';
import { SinglyLinkedList } from '../02-lists/SinglyLinkedList.ts';
import { IllegalArgumentError, IllegalStateError } from '../../shared/errors.ts';

/** True when `card` may go on `below` in a list (on an empty list when `below` is null). */
function fits(card: Card, below: Card | null): boolean {
  if (below === null) return card.getValue() === 13;
  return card.colour() !== below.colour() && card.getValue() === below.getValue() - 1;
}

/**
 * A list of the tableau, in a singly linked list from the top card (position 0) to the tail. The cards from
 * `openedIndex` on are face up; the tail card of a list that is not empty is always face up.
 */
export class CardList {
  protected cards = new SinglyLinkedList<Card>();
  protected openedIndex = 0;
  protected tail: Card | null = null;

  /** A list dealt with the given cards face down, except the last, which is opened. */
  constructor(cards: Iterable<Card> = new SinglyLinkedList<Card>()) {
    for (const card of cards) this.cards.addLast(card);
    this.openedIndex = Math.max(this.cards.size() - 1, 0);
    this.tail = this.cards.isEmpty() ? null : this.cards.last();
  }

  size(): number {
    return this.cards.size();
  }

  isEmpty(): boolean {
    return this.cards.isEmpty();
  }

  get(index: number): Card {
    return this.cards.get(index);
  }

  getOpenedIndex(): number {
    return this.openedIndex;
  }

  tailCard(): Card | null {
    return this.tail;
  }

  /** The position of a card with this index in the list, or -1. */
  indexOf(card: Card): number {
    let index = 0;
    for (const here of this.cards) {
      if (here.cardIndex === card.cardIndex) return index;
      index++;
    }
    return -1;
  }

  /** Whether `card` may be added as the new tail: a king on an empty list, else the other colour and one rank lower. */
  accepts(card: Card): boolean {
    return fits(card, this.tail);
  }

  add(card: Card): void {
    if (!this.accepts(card)) throw new IllegalArgumentError(`${card} cannot go on ${this.tail ?? 'an empty list'}`);
    this.cards.addLast(card);
    this.tail = card;
  }

  /** Cuts off and returns the face-up cards from `index` on (openedIndex to size()); opens the new tail. */
  cut(index: number): CardList {
    if (!Number.isInteger(index) || index < this.openedIndex || index > this.cards.size()) {
      throw new IllegalArgumentError(
        `a list can be cut from position ${this.openedIndex} to ${this.cards.size()}, not at ${index}`,
      );
    }
    const lower = new CardList();
    lower.cards = this.cards.splitAt(index);
    lower.tail = lower.cards.isEmpty() ? null : lower.cards.last();
    this.afterRemoval();
    return lower;
  }

  /** Moves all the cards of this list to the tail of `other`, if the rules allow; this list is left empty. */
  link(other: CardList): void {
    if (other === this) throw new IllegalArgumentError('a list cannot be linked to itself');
    if (this.cards.isEmpty()) throw new IllegalArgumentError('an empty list cannot be linked');
    if (this.openedIndex > 0) throw new IllegalArgumentError('only a list of face-up cards can be linked');
    const head = this.cards.first();
    if (!other.accepts(head)) throw new IllegalArgumentError(`${head} cannot go on ${other.tail ?? 'an empty list'}`);
    other.cards.appendAll(this.cards);
    other.tail = this.tail;
    this.tail = null;
    this.openedIndex = 0;
  }

  /** Takes the tail card off and returns it; the card above it becomes the tail, face up. */
  moveTail(): Card {
    if (this.cards.isEmpty()) throw new IllegalStateError('the list is empty');
    const card = this.cards.removeLast();
    this.afterRemoval();
    return card;
  }

  /** `Back` for each face-down card, then the face-up cards, joined by `-`; `Empty` for an empty list. */
  toString(): string {
    if (this.cards.isEmpty()) return 'Empty';
    let text = '';
    let index = 0;
    for (const card of this.cards) {
      text += `${index === 0 ? '' : '-'}${index < this.openedIndex ? 'Back' : card.toString()}`;
      index++;
    }
    return text;
  }

  protected afterRemoval(): void {
    this.tail = this.cards.isEmpty() ? null : this.cards.last();
    if (this.openedIndex >= this.cards.size()) this.openedIndex = Math.max(this.cards.size() - 1, 0);
  }
}
