import type { Stack } from '../shared/Stack.ts';
import { IllegalStateError } from '../../shared/errors.ts';

interface Node<E> {
  element: E;
  below: Node<E> | null;
}

/** A stack kept as a chain of nodes from the top down. */
export class LinkedStack<E> implements Stack<E> {
  protected topNode: Node<E> | null = null;
  protected count = 0;

  size(): number {
    return this.count;
  }

  isEmpty(): boolean {
    return this.count === 0;
  }

  push(element: E): void {
    this.topNode = { element, below: this.topNode };
    this.count++;
  }

  pop(): E {
    if (this.topNode === null) throw new IllegalStateError('the stack is empty');
    const gone = this.topNode;
    this.topNode = gone.below;
    this.count--;
    return gone.element;
  }

  top(): E {
    if (this.topNode === null) throw new IllegalStateError('the stack is empty');
    return this.topNode.element;
  }
}
