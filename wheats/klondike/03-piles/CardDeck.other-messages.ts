/**
 * @freedom its errors carry other messages: the README names which error each misuse throws, never its words
 */
import { CardDeck as Reference } from '../../../solutions/klondike/03-piles/CardDeck.ts';
import type { Card } from '../../../solutions/klondike/01-card/Card.ts';
import { reworded } from '../../shared/reworded.ts';

export class CardDeck extends Reference {
  override takeCard(): Card {
    return reworded(() => super.takeCard(), 'not allowed');
  }
}
