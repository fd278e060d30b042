/**
 * Provided by the kit (do not edit): a circularly linked list. The last element links back to the first, so the
 * list can be turned round (`rotate`) without taking anything out. Positions count from 0 at the current first
 * element. Errors as in List: IllegalArgumentError for a bad position, IllegalStateError on an empty list.
 */
export interface CircularList<E> extends Iterable<E> {
  size(): number;
  isEmpty(): boolean;
  /** @throws IllegalStateError when empty */
  first(): E;
  /** @throws IllegalStateError when empty */
  last(): E;
  /** The element `index` places after the first (0 to size() - 1). @throws IllegalArgumentError */
  get(index: number): E;
  addFirst(element: E): void;
  addLast(element: E): void;
  /** @throws IllegalStateError when empty */
  removeFirst(): E;
  /** Takes the element at `index` (0 to size() - 1) out and returns it. @throws IllegalArgumentError */
  remove(index: number): E;
  /** The first element becomes the last and the second the first; nothing happens to an empty list. */
  rotate(): void;
}
