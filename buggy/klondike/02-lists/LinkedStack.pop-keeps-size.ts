/**
 * @bug pop() forgets to count the element it takes off: size() stays the same.
 * @misconception The count only changes when something is pushed.
 * @hint Do your tests check size() or isEmpty() after a pop?
 */
import { LinkedStack as Reference } from '../../../solutions/klondike/02-lists/LinkedStack.ts';

export class LinkedStack<E> extends Reference<E> {
  override pop(): E {
    const element = super.pop();
    this.count++;
    return element;
  }
}
