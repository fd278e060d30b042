/**
 * @freedom its errors carry other messages: the README names which error each misuse throws, never its words
 */
import { CircularlyLinkedList as Reference } from '../../../solutions/klondike/02-lists/CircularlyLinkedList.ts';
import { reworded } from '../../shared/reworded.ts';

const WORDS = 'not allowed';

export class CircularlyLinkedList<E> extends Reference<E> {
  override first(): E {
    return reworded(() => super.first(), WORDS);
  }
  override last(): E {
    return reworded(() => super.last(), WORDS);
  }
  override removeFirst(): E {
    return reworded(() => super.removeFirst(), WORDS);
  }
  protected override checkIndex(index: number): void {
    reworded(() => super.checkIndex(index), WORDS);
  }
}
