// Probes: each passes on the reference and fails on a wheat, so verify sees that every wheat's freedom shows.
import { describe, expect, it } from 'vitest';
import { Card } from '../../../solutions/klondike/01-card/Card.ts';
import { CardDeck } from '../../../solutions/klondike/03-piles/CardDeck.ts';
import { CardList } from '../../../solutions/klondike/03-piles/CardList.ts';
import { CardStack } from '../../../solutions/klondike/03-piles/CardStack.ts';

describe('what the piles leave open', () => {
  it('taking_from_a_closed_deck_says_no_card_is_open', () => {
    expect(() => new CardDeck([]).takeCard()).toThrow(/no card of the deck is open/);
  });

  it('the_tail_of_an_empty_list_says_it_is_empty', () => {
    expect(() => new CardList().moveTail()).toThrow(/the list is empty/);
  });

  it('a_card_a_stack_refuses_names_the_stack', () => {
    expect(() => new CardStack('Heart').add(new Card(2))).toThrow(/cannot go on the Heart stack/);
  });
});
