import type { List } from '../shared/List.ts';
import { IllegalArgumentError, IllegalStateError } from '../../shared/errors.ts';

interface Node<E> {
  element: E;
  next: Node<E> | null;
}

/** A singly linked list with a head, a tail and a count, so adding at either end and appending a list are O(1). */
export class SinglyLinkedList<E> implements List<E> {
  protected head: Node<E> | null = null;
  protected tail: Node<E> | null = null;
  protected count = 0;

  size(): number {
    return this.count;
  }

  isEmpty(): boolean {
    return this.count === 0;
  }

  first(): E {
    if (this.head === null) throw new IllegalStateError('the list is empty');
    return this.head.element;
  }

  last(): E {
    if (this.tail === null) throw new IllegalStateError('the list is empty');
    return this.tail.element;
  }

  get(index: number): E {
    return this.nodeAt(this.checkIndex(index, this.count - 1)).element;
  }

  add(index: number, element: E): void {
    this.checkIndex(index, this.count);
    if (index === 0) return this.addFirst(element);
    if (index === this.count) return this.addLast(element);
    const before = this.nodeAt(index - 1);
    before.next = { element, next: before.next };
    this.count++;
  }

  addFirst(element: E): void {
    this.head = { element, next: this.head };
    if (this.tail === null) this.tail = this.head;
    this.count++;
  }

  addLast(element: E): void {
    const node: Node<E> = { element, next: null };
    if (this.tail === null) this.head = node;
    else this.tail.next = node;
    this.tail = node;
    this.count++;
  }

  remove(index: number): E {
    this.checkIndex(index, this.count - 1);
    if (index === 0) return this.removeFirst();
    const before = this.nodeAt(index - 1);
    const gone = before.next!;
    before.next = gone.next;
    if (gone === this.tail) this.tail = before;
    this.count--;
    return gone.element;
  }

  removeFirst(): E {
    if (this.head === null) throw new IllegalStateError('the list is empty');
    const gone = this.head;
    this.head = gone.next;
    if (this.head === null) this.tail = null;
    this.count--;
    return gone.element;
  }

  removeLast(): E {
    if (this.tail === null) throw new IllegalStateError('the list is empty');
    if (this.count === 1) return this.removeFirst();
    return this.remove(this.count - 1);
  }

  splitAt(index: number): SinglyLinkedList<E> {
    this.checkIndex(index, this.count);
    const rest = new SinglyLinkedList<E>();
    if (index === this.count) return rest;
    const before = index === 0 ? null : this.nodeAt(index - 1);
    rest.head = before === null ? this.head : before.next;
    rest.tail = this.tail;
    rest.count = this.count - index;
    if (before === null) this.head = null;
    else before.next = null;
    this.tail = before;
    this.count = index;
    return rest;
  }

  appendAll(other: List<E>): void {
    if (other === this) throw new IllegalArgumentError('a list cannot be appended to itself');
    if (other instanceof SinglyLinkedList) {
      if (other.head === null) return;
      if (this.tail === null) this.head = other.head;
      else this.tail.next = other.head;
      this.tail = other.tail;
      this.count += other.count;
      other.head = null;
      other.tail = null;
      other.count = 0;
      return;
    }
    while (!other.isEmpty()) this.addLast(other.removeFirst());
  }

  *[Symbol.iterator](): Iterator<E> {
    for (let node = this.head; node !== null; node = node.next) yield node.element;
  }

  protected nodeAt(index: number): Node<E> {
    let node = this.head!;
    for (let i = 0; i < index; i++) node = node.next!;
    return node;
  }

  /** Returns `index` when it is a whole number from 0 to `highest`. */
  protected checkIndex(index: number, highest: number): number {
    if (!Number.isInteger(index) || index < 0 || index > highest) {
      throw new IllegalArgumentError(`index ${index} is outside 0 to ${highest}`);
    }
    return index;
  }
}
