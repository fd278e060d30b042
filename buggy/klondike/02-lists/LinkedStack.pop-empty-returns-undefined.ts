/**
 * @bug pop() on an empty stack returns undefined instead of throwing IllegalStateError.
 * @misconception An empty stack has nothing to give back, and nothing is a fine answer.
 * @hint Do your tests pop an empty stack?
 */
import { LinkedStack as Reference } from '../../../solutions/klondike/02-lists/LinkedStack.ts';

export class LinkedStack<E> extends Reference<E> {
  override pop(): E {
    if (this.topNode === null) return undefined as E;
    return super.pop();
  }
}
