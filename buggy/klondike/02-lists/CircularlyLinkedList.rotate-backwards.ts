/**
 * @bug rotate turns the list the other way: the last element becomes the first.
 * @misconception Rotating means moving the tail pointer one node; which way does not matter.
 * @hint Do your tests look at the order of the elements after one rotate of three or more?
 */
import { CircularlyLinkedList as Reference } from '../../../solutions/klondike/02-lists/CircularlyLinkedList.ts';

export class CircularlyLinkedList<E> extends Reference<E> {
  override rotate(): void {
    if (this.tail !== null) this.tail = this.nodeBefore(this.count - 1);
  }
}
