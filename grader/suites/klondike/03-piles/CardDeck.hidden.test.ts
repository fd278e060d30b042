import { describe, expect, it } from 'vitest';
import { CardDeck } from '../../../../solutions/klondike/03-piles/CardDeck.ts';
import { Card } from '../../../../solutions/klondike/01-card/Card.ts';
import { IllegalStateError } from '../../../../activities/shared/errors.ts';
import { cardMaker } from '../shared/cards.ts';

const card = cardMaker(Card);
const deckOf = (...labels: string[]) => new CardDeck(labels.map(card));
const text = (c: unknown) => (c === null ? null : String(c));

describe('CardDeck', () => {
  it('a_new_deck_has_every_card_and_none_open', () => {
    const deck = deckOf('HeartA', 'Club2', 'SpadeK');
    expect([deck.size(), deck.isEmpty(), deck.currentCard()], 'size, isEmpty, currentCard of a new deck of 3').toEqual([
      3,
      false,
      null,
    ]);
  });

  it('drawCard_opens_the_cards_in_order', () => {
    const deck = deckOf('HeartA', 'Club2', 'SpadeK');
    expect(text(deck.drawCard()), 'the first draw').toBe('HeartA');
    expect(text(deck.currentCard()), 'currentCard after one draw').toBe('HeartA');
    expect(text(deck.drawCard()), 'the second draw').toBe('Club2');
    expect(text(deck.drawCard()), 'the third draw').toBe('SpadeK');
    expect(text(deck.currentCard()), 'currentCard after three draws').toBe('SpadeK');
  });

  it('after_the_last_card_drawCard_returns_null_and_then_starts_again', () => {
    const deck = deckOf('HeartA', 'Club2');
    deck.drawCard();
    deck.drawCard();
    expect(deck.drawCard(), 'the draw after the last card').toBeNull();
    expect(deck.currentCard(), 'currentCard after that').toBeNull();
    expect(text(deck.drawCard()), 'the next draw starts from the first card').toBe('HeartA');
    expect(
      [text(deck.drawCard()), deck.drawCard(), text(deck.drawCard())],
      'a second round and the start of a third',
    ).toEqual(['Club2', null, 'HeartA']);
  });

  it('a_deck_of_one_card_wraps_too', () => {
    const deck = deckOf('DiamondQ');
    expect([text(deck.drawCard()), deck.drawCard(), text(deck.drawCard())], 'three draws of a deck of one').toEqual([
      'DiamondQ',
      null,
      'DiamondQ',
    ]);
  });

  it('takeCard_removes_the_open_card_and_opens_the_one_drawn_before', () => {
    const deck = deckOf('HeartA', 'Club2', 'SpadeK', 'Diamond5');
    deck.drawCard();
    deck.drawCard();
    deck.drawCard();
    expect(text(deck.takeCard()), 'takeCard after three draws').toBe('SpadeK');
    expect([deck.size(), text(deck.currentCard())], 'size and currentCard after takeCard').toEqual([3, 'Club2']);
    expect(text(deck.takeCard()), 'a second takeCard').toBe('Club2');
    expect(text(deck.currentCard()), 'currentCard after the second takeCard').toBe('HeartA');
    expect(text(deck.drawCard()), 'the draw after taking cards').toBe('Diamond5');
  });

  it('taking_the_first_card_leaves_no_card_open_and_the_next_draw_opens_the_one_after', () => {
    const deck = deckOf('HeartA', 'Club2', 'SpadeK');
    deck.drawCard();
    expect(text(deck.takeCard()), 'takeCard after one draw').toBe('HeartA');
    expect(deck.currentCard(), 'currentCard after taking the first card').toBeNull();
    expect(
      [text(deck.drawCard()), text(deck.drawCard()), deck.drawCard(), text(deck.drawCard())],
      'the draws that follow',
    ).toEqual(['Club2', 'SpadeK', null, 'Club2']);
  });

  it('takeCard_with_no_open_card_throws_illegal_state', () => {
    const deck = deckOf('HeartA');
    expect(() => deck.takeCard(), 'takeCard before any draw').toThrow(IllegalStateError);
    deck.drawCard();
    deck.drawCard();
    expect(() => deck.takeCard(), 'takeCard after the draw that closed the deck').toThrow(IllegalStateError);
    expect(deck.size(), 'size after the refused takeCard').toBe(1);
  });

  it('an_emptied_deck_draws_null', () => {
    const deck = deckOf('HeartA');
    deck.drawCard();
    deck.takeCard();
    expect([deck.size(), deck.isEmpty(), deck.drawCard(), deck.currentCard()], 'an emptied deck').toEqual([
      0,
      true,
      null,
      null,
    ]);
    expect(new CardDeck([]).drawCard(), 'drawCard on a deck made empty').toBeNull();
  });
});
