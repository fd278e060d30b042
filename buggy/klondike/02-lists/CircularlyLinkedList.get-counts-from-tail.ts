/**
 * @bug get(index) counts from the tail: get(0) is the last element.
 * @misconception The list keeps the tail, so positions start at the tail.
 * @hint Do your tests check what get(0) returns?
 */
import { CircularlyLinkedList as Reference } from '../../../solutions/klondike/02-lists/CircularlyLinkedList.ts';

export class CircularlyLinkedList<E> extends Reference<E> {
  override get(index: number): E {
    this.checkIndex(index);
    return this.nodeBefore(index).element;
  }
}
