import type { CircularList } from '../shared/CircularList.ts';
import { IllegalArgumentError, IllegalStateError } from '../../shared/errors.ts';

interface Node<E> {
  element: E;
  next: Node<E>;
}

/** A circularly linked list that keeps only its tail: the tail's next node is the first. */
export class CircularlyLinkedList<E> implements CircularList<E> {
  protected tail: Node<E> | null = null;
  protected count = 0;

  size(): number {
    return this.count;
  }

  isEmpty(): boolean {
    return this.count === 0;
  }

  first(): E {
    if (this.tail === null) throw new IllegalStateError('the list is empty');
    return this.tail.next.element;
  }

  last(): E {
    if (this.tail === null) throw new IllegalStateError('the list is empty');
    return this.tail.element;
  }

  get(index: number): E {
    this.checkIndex(index);
    return this.nodeBefore(index).next.element;
  }

  addFirst(element: E): void {
    if (this.tail === null) {
      const node = { element } as Node<E>;
      node.next = node;
      this.tail = node;
    } else {
      this.tail.next = { element, next: this.tail.next };
    }
    this.count++;
  }

  addLast(element: E): void {
    this.addFirst(element);
    this.tail = this.tail!.next;
  }

  removeFirst(): E {
    if (this.tail === null) throw new IllegalStateError('the list is empty');
    return this.remove(0);
  }

  remove(index: number): E {
    this.checkIndex(index);
    const before = this.nodeBefore(index);
    const gone = before.next;
    if (gone === before) this.tail = null;
    else {
      before.next = gone.next;
      if (gone === this.tail) this.tail = before;
    }
    this.count--;
    return gone.element;
  }

  rotate(): void {
    if (this.tail !== null) this.tail = this.tail.next;
  }

  *[Symbol.iterator](): Iterator<E> {
    if (this.tail === null) return;
    let node = this.tail.next;
    for (let i = 0; i < this.count; i++, node = node.next) yield node.element;
  }

  /** The node before position `index` (the tail for 0). */
  protected nodeBefore(index: number): Node<E> {
    let node = this.tail!;
    for (let i = 0; i < index; i++) node = node.next;
    return node;
  }

  protected checkIndex(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) {
      throw new IllegalArgumentError(`index ${index} is outside 0 to ${this.count - 1}`);
    }
  }
}
