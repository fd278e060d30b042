/**
 * Provided by the kit (do not edit): a last-in, first-out stack.
 */
export interface Stack<E> {
  size(): number;
  isEmpty(): boolean;
  /** Puts `element` on top. */
  push(element: E): void;
  /** Takes the top element off and returns it. @throws IllegalStateError when empty */
  pop(): E;
  /** The top element, left in place. @throws IllegalStateError when empty */
  top(): E;
}
