/**
 * @freedom its errors carry other messages: the README names which error each misuse throws, never its words
 */
import { SinglyLinkedList as Reference } from '../../../solutions/klondike/02-lists/SinglyLinkedList.ts';
import type { List } from '../../../activities/klondike/shared/List.ts';
import { reworded } from '../../shared/reworded.ts';

const WORDS = 'not allowed';

export class SinglyLinkedList<E> extends Reference<E> {
  override first(): E {
    return reworded(() => super.first(), WORDS);
  }
  override last(): E {
    return reworded(() => super.last(), WORDS);
  }
  override removeFirst(): E {
    return reworded(() => super.removeFirst(), WORDS);
  }
  override removeLast(): E {
    return reworded(() => super.removeLast(), WORDS);
  }
  override appendAll(other: List<E>): void {
    reworded(() => super.appendAll(other), WORDS);
  }
  protected override checkIndex(index: number, highest: number): number {
    return reworded(() => super.checkIndex(index, highest), WORDS);
  }
}
