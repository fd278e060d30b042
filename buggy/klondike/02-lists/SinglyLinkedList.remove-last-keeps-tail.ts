/**
 * @bug removeLast unlinks the last node but leaves the tail field pointing at it.
 * @misconception Taking the last node out of the chain is all removeLast has to do.
 * @hint Do your tests look at the list's last element, or add at the end, after a removeLast?
 */
import { SinglyLinkedList as Reference } from '../../../solutions/klondike/02-lists/SinglyLinkedList.ts';

export class SinglyLinkedList<E> extends Reference<E> {
  override removeLast(): E {
    if (this.count <= 1) return super.removeLast();
    const before = this.nodeAt(this.count - 2);
    const gone = before.next!;
    before.next = null;
    this.count--;
    return gone.element;
  }
}
