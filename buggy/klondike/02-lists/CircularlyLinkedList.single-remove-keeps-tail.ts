/**
 * @bug Removing the only element leaves the tail pointing at its node, so the list still holds it.
 * @misconception A node that links to itself can be removed like any other, by linking round it.
 * @hint Do your tests empty a list of one element and then use it again?
 */
import { CircularlyLinkedList as Reference } from '../../../solutions/klondike/02-lists/CircularlyLinkedList.ts';

export class CircularlyLinkedList<E> extends Reference<E> {
  override remove(index: number): E {
    if (this.count !== 1) return super.remove(index);
    this.checkIndex(index);
    this.count--;
    return this.tail!.element;
  }
}
