/**
 * @freedom its errors carry other messages: the README names which error each misuse throws, never its words
 */
import { LinkedStack as Reference } from '../../../solutions/klondike/02-lists/LinkedStack.ts';
import { reworded } from '../../shared/reworded.ts';

const WORDS = 'not allowed';

export class LinkedStack<E> extends Reference<E> {
  override pop(): E {
    return reworded(() => super.pop(), WORDS);
  }
  override top(): E {
    return reworded(() => super.top(), WORDS);
  }
}
