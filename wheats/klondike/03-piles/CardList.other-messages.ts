/**
 * @freedom its errors carry other messages: the README names which error each misuse throws, never its words
 */
import { CardList as Reference } from '../../../solutions/klondike/03-piles/CardList.ts';
import type { Card } from '../../../solutions/klondike/01-card/Card.ts';
import { reworded } from '../../shared/reworded.ts';

const WORDS = 'not allowed';

export class CardList extends Reference {
  override get(index: number): Card {
    return reworded(() => super.get(index), WORDS);
  }
  override add(card: Card): void {
    reworded(() => super.add(card), WORDS);
  }
  override cut(index: number): Reference {
    return reworded(() => super.cut(index), WORDS);
  }
  override link(other: Reference): void {
    reworded(() => super.link(other), WORDS);
  }
  override moveTail(): Card {
    return reworded(() => super.moveTail(), WORDS);
  }
}
