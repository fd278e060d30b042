/**
 * @bug splitAt(0) returns a copy of the whole list and leaves this list as it was, instead of emptying it.
 * @misconception When nothing stays before the cut, there is nothing to change in this list.
 * @hint Do your tests split a list at position 0 and look at both lists afterwards?
 */
import { SinglyLinkedList as Reference } from '../../../solutions/klondike/02-lists/SinglyLinkedList.ts';

export class SinglyLinkedList<E> extends Reference<E> {
  override splitAt(index: number): Reference<E> {
    if (index !== 0) return super.splitAt(index);
    const rest = new Reference<E>();
    for (const element of this) rest.addLast(element);
    return rest;
  }
}
