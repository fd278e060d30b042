/**
 * Klondike 02: complete this class. See README.md in this folder.
 * No JavaScript arrays, Map or Set here: the nodes are the data structure (the grader checks it).
 */
import type { Stack } from '../shared/Stack.ts';

export class LinkedStack<E> implements Stack<E> {
  // TODO: a field for the top node and the number of elements.

  size(): number {
    throw new Error('TODO: LinkedStack.size is not written yet');
  }

  isEmpty(): boolean {
    throw new Error('TODO: LinkedStack.isEmpty is not written yet');
  }

  push(element: E): void {
    throw new Error('TODO: LinkedStack.push is not written yet');
  }

  pop(): E {
    throw new Error('TODO: LinkedStack.pop is not written yet');
  }

  top(): E {
    throw new Error('TODO: LinkedStack.top is not written yet');
  }
}
