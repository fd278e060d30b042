/**
 * @bug get(size()) returns undefined instead of throwing IllegalArgumentError.
 * @misconception The positions of a list of n elements go from 0 to n.
 * @hint Do your tests ask for the position just after the last element?
 */
import { SinglyLinkedList as Reference } from '../../../solutions/klondike/02-lists/SinglyLinkedList.ts';

export class SinglyLinkedList<E> extends Reference<E> {
  override get(index: number): E {
    if (index === this.count) return undefined as E;
    return super.get(index);
  }
}
