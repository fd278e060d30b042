/**
 * Provided by the kit (do not edit): a list of elements kept in order, positions counted from 0.
 * A bad position throws IllegalArgumentError; asking an empty list for an element throws IllegalStateError.
 * Either way the list is left as it was.
 */
export interface List<E> extends Iterable<E> {
  /** How many elements the list holds. */
  size(): number;
  isEmpty(): boolean;
  /** The first element. @throws IllegalStateError when empty */
  first(): E;
  /** The last element. @throws IllegalStateError when empty */
  last(): E;
  /** The element at `index` (0 to size() - 1). @throws IllegalArgumentError for any other index */
  get(index: number): E;
  /** Puts `element` at `index` (0 to size()); the elements from there move one place on. @throws IllegalArgumentError */
  add(index: number, element: E): void;
  addFirst(element: E): void;
  addLast(element: E): void;
  /** Takes the element at `index` (0 to size() - 1) out and returns it. @throws IllegalArgumentError */
  remove(index: number): E;
  /** @throws IllegalStateError when empty */
  removeFirst(): E;
  /** @throws IllegalStateError when empty */
  removeLast(): E;
  /**
   * Cuts the list in two: this list keeps the elements before `index`, and a new list of the same kind, returned,
   * gets the elements from `index` on (0 to size(); size() returns an empty list). @throws IllegalArgumentError
   */
  splitAt(index: number): List<E>;
  /** Moves every element of `other`, in order, to the end of this list; `other` is left empty. Linking a list to itself throws IllegalArgumentError. */
  appendAll(other: List<E>): void;
}
