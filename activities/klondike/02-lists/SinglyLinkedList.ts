/**
 * Klondike 02: complete this class. See README.md in this folder.
 * No JavaScript arrays, Map or Set here: the nodes are the data structure (the grader checks it).
 */
import type { List } from '../shared/List.ts';

export class SinglyLinkedList<E> implements List<E> {
  // TODO: fields for the first node, the last node and the number of elements.

  size(): number {
    throw new Error('TODO: SinglyLinkedList.size is not written yet');
  }

  isEmpty(): boolean {
    throw new Error('TODO: SinglyLinkedList.isEmpty is not written yet');
  }

  first(): E {
    throw new Error('TODO: SinglyLinkedList.first is not written yet');
  }

  last(): E {
    throw new Error('TODO: SinglyLinkedList.last is not written yet');
  }

  get(index: number): E {
    throw new Error('TODO: SinglyLinkedList.get is not written yet');
  }

  add(index: number, element: E): void {
    throw new Error('TODO: SinglyLinkedList.add is not written yet');
  }

  addFirst(element: E): void {
    throw new Error('TODO: SinglyLinkedList.addFirst is not written yet');
  }

  addLast(element: E): void {
    throw new Error('TODO: SinglyLinkedList.addLast is not written yet');
  }

  remove(index: number): E {
    throw new Error('TODO: SinglyLinkedList.remove is not written yet');
  }

  removeFirst(): E {
    throw new Error('TODO: SinglyLinkedList.removeFirst is not written yet');
  }

  removeLast(): E {
    throw new Error('TODO: SinglyLinkedList.removeLast is not written yet');
  }

  splitAt(index: number): SinglyLinkedList<E> {
    throw new Error('TODO: SinglyLinkedList.splitAt is not written yet');
  }

  appendAll(other: List<E>): void {
    throw new Error('TODO: SinglyLinkedList.appendAll is not written yet');
  }

  [Symbol.iterator](): Iterator<E> {
    throw new Error('TODO: SinglyLinkedList iteration is not written yet');
  }
}
