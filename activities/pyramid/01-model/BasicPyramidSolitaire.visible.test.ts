// Public tests: `cardlab check pyramid/01` runs them. The grader's hidden tests check much more.
import { describe, expect, it } from 'vitest';
import { BasicPyramidSolitaire } from './BasicPyramidSolitaire.ts';
import { Card } from './Card.ts';
import { IllegalStateError } from '../../shared/errors.ts';

describe('Card and BasicPyramidSolitaire (public)', () => {
  it('cards_print_as_rank_and_suit', () => {
    expect(new Card(1, '♣').toString()).toBe('A♣');
    expect(new Card(10, '♦').toString()).toBe('10♦');
  });

  it('the_game_is_not_started_until_startGame', () => {
    const model = new BasicPyramidSolitaire();
    expect(model.getNumRows()).toBe(-1);
    expect(() => model.getScore()).toThrow(IllegalStateError);
  });

  it('the_unshuffled_deck_deals_ace_of_clubs_on_top', () => {
    const model = new BasicPyramidSolitaire();
    // getDeck's order is the model's own choice: the deck dealt is built here, in the README's order.
    const suits = ['♣', '♦', '♥', '♠'] as const;
    const deck = suits.flatMap((suit) => Array.from({ length: 13 }, (_, k) => new Card(k + 1, suit)));
    model.startGame(deck, false, 7, 3);
    expect(String(model.getCardAt(0, 0))).toBe('A♣');
    expect(model.getDrawCards().map(String)).toEqual(['3♥', '4♥', '5♥']);
  });
});
