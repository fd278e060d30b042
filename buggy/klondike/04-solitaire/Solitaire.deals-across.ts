/**
 * @bug The lists are dealt across, one card to each list in turn (as at a card table), not one list after another.
 * @misconception Any way of dealing is fine, as the cards are shuffled anyway.
 * @hint Do your tests check which cards of a known shuffle end up in which list?
 */
import { Card } from '../../../solutions/klondike/01-card/Card.ts';
import { CardDeck } from '../../../solutions/klondike/03-piles/CardDeck.ts';
import { CardList } from '../../../solutions/klondike/03-piles/CardList.ts';
import { CardStack } from '../../../solutions/klondike/03-piles/CardStack.ts';
import { SUITS } from '../../../activities/klondike/shared/cardFacts.ts';
import { Solitaire as Reference } from '../../../solutions/klondike/04-solitaire/Solitaire.ts';

export { INVALID_MOVE, UNKNOWN_COMMAND, CONGRATULATIONS } from '../../../solutions/klondike/04-solitaire/Solitaire.ts';

export class Solitaire extends Reference {
  protected override deal(order: readonly number[]): void {
    const columns: Card[][] = Array.from({ length: 7 }, () => []);
    let next = 0;
    for (let row = 0; row < 7; row++)
      for (let list = row; list < 7; list++) columns[list]!.push(new Card(order[next++]!));
    this.lists = columns.map((cards) => new CardList(cards));
    this.deck = new CardDeck(order.slice(next).map((index) => new Card(index)));
    this.stacks = SUITS.map((suit) => new CardStack(suit));
    this.quit = false;
  }
}
