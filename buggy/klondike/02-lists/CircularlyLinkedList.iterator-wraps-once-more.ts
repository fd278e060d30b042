/**
 * @bug Iteration goes one step too far round the circle and gives the first element again at the end.
 * @misconception In a circle, you stop when you are back at the first node, after visiting it.
 * @hint Do your tests collect every element of the list by iterating it?
 */
import { CircularlyLinkedList as Reference } from '../../../solutions/klondike/02-lists/CircularlyLinkedList.ts';

export class CircularlyLinkedList<E> extends Reference<E> {
  override *[Symbol.iterator](): Iterator<E> {
    if (this.tail === null) return;
    let node = this.tail.next;
    for (let i = 0; i <= this.count; i++, node = node.next) yield node.element;
  }
}
