/**
 * Klondike 02: complete this class. See README.md in this folder.
 * No JavaScript arrays, Map or Set here: the nodes are the data structure (the grader checks it).
 */
import type { CircularList } from '../shared/CircularList.ts';

export class CircularlyLinkedList<E> implements CircularList<E> {
  // TODO: a field for the last node (its next node is the first) and the number of elements.

  size(): number {
    throw new Error('TODO: CircularlyLinkedList.size is not written yet');
  }

  isEmpty(): boolean {
    throw new Error('TODO: CircularlyLinkedList.isEmpty is not written yet');
  }

  first(): E {
    throw new Error('TODO: CircularlyLinkedList.first is not written yet');
  }

  last(): E {
    throw new Error('TODO: CircularlyLinkedList.last is not written yet');
  }

  get(index: number): E {
    throw new Error('TODO: CircularlyLinkedList.get is not written yet');
  }

  addFirst(element: E): void {
    throw new Error('TODO: CircularlyLinkedList.addFirst is not written yet');
  }

  addLast(element: E): void {
    throw new Error('TODO: CircularlyLinkedList.addLast is not written yet');
  }

  removeFirst(): E {
    throw new Error('TODO: CircularlyLinkedList.removeFirst is not written yet');
  }

  remove(index: number): E {
    throw new Error('TODO: CircularlyLinkedList.remove is not written yet');
  }

  rotate(): void {
    throw new Error('TODO: CircularlyLinkedList.rotate is not written yet');
  }

  [Symbol.iterator](): Iterator<E> {
    throw new Error('TODO: CircularlyLinkedList iteration is not written yet');
  }
}
