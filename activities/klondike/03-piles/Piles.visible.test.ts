// Public tests: `cardlab check klondike/03` runs them. The grader's hidden tests check much more.
import { describe, expect, it } from 'vitest';
import { Card } from '../01-card/Card.ts';
import { CardDeck } from './CardDeck.ts';
import { CardList } from './CardList.ts';
import { CardStack } from './CardStack.ts';

describe('piles (public)', () => {
  it('a_deck_opens_its_first_card_first', () => {
    const deck = new CardDeck([new Card(1), new Card(2)]);
    expect(deck.currentCard()).toBeNull();
    expect(String(deck.drawCard())).toBe('HeartA');
  });

  it('a_dealt_list_shows_only_its_tail', () => {
    const list = new CardList([new Card(1), new Card(2), new Card(38)]);
    expect(list.toString()).toBe('Back-Back-SpadeQ');
  });

  it('a_stack_starts_with_its_ace', () => {
    const stack = new CardStack('Club');
    stack.add(new Card(14));
    expect(String(stack.top())).toBe('ClubA');
  });
});
