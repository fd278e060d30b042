/**
 * @bug top() takes the top element off the stack, as pop() does.
 * @misconception Looking at the top and taking the top are the same operation.
 * @hint Do your tests call top() twice, or check the size after top()?
 */
import { LinkedStack as Reference } from '../../../solutions/klondike/02-lists/LinkedStack.ts';

export class LinkedStack<E> extends Reference<E> {
  override top(): E {
    return this.pop();
  }
}
