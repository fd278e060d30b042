/**
 * @bug appendAll copies the other list's elements to the end but leaves the other list full.
 * @misconception Appending a list is copying it; the list it came from is not changed.
 * @hint Do your tests look at the other list after appendAll?
 */
import type { List } from '../../../activities/klondike/shared/List.ts';
import { SinglyLinkedList as Reference } from '../../../solutions/klondike/02-lists/SinglyLinkedList.ts';

export class SinglyLinkedList<E> extends Reference<E> {
  override appendAll(other: List<E>): void {
    for (const element of other) this.addLast(element);
  }
}
