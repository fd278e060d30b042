// Reference student tests: the standard a student's BasicPyramidSolitaireTester is compared with
// (`cardlab verify` proves they pass on the reference and catch every buggy model).
import { describe, expect, it } from 'vitest';
import { BasicPyramidSolitaire } from './BasicPyramidSolitaire.ts';
import { Card } from './Card.ts';
import { IllegalArgumentError } from '../../shared/errors.ts';

/**
 * A full deck (A♣ … K♣, A♦ …, A♥ …, A♠ … K♠) with the given cards moved to the front. Built here, not taken from
 * getDeck: the order getDeck gives is the model's own choice.
 */
function deckStartingWith(...first: Card[]): Card[] {
  const suits = ['♣', '♦', '♥', '♠'] as const;
  const ordered = suits.flatMap((suit) => Array.from({ length: 13 }, (_, k) => new Card(k + 1, suit)));
  return [...first, ...ordered.filter((card) => !first.some((f) => f.equals(card)))];
}

function game(rows: number, draw: number, ...first: Card[]): BasicPyramidSolitaire {
  const model = new BasicPyramidSolitaire();
  model.startGame(deckStartingWith(...first), false, rows, draw);
  return model;
}

const drawText = (model: BasicPyramidSolitaire) => model.getDrawCards().join(' ');

describe('BasicPyramidSolitaireTester', () => {
  it('the_ordered_deal_and_its_score', () => {
    const model = game(7, 3);
    expect(String(model.getCardAt(6, 0))).toBe('9♦');
    expect(drawText(model)).toBe('3♥ 4♥ 5♥');
    expect(model.getScore()).toBe(185);
  });

  it('startGame_leaves_the_deck_alone', () => {
    const deck = deckStartingWith();
    new BasicPyramidSolitaire().startGame(deck, false, 7, 3);
    expect(deck.length).toBe(52);
  });

  it('startGame_rejects_bad_decks_and_sizes', () => {
    const model = new BasicPyramidSolitaire();
    const twice = deckStartingWith();
    twice[1] = twice[0]!;
    expect(() => model.startGame(twice, false, 7, 3)).toThrow(IllegalArgumentError);
    expect(() => model.startGame(deckStartingWith(), false, 9, 8)).toThrow(IllegalArgumentError);
  });

  it('a_king_goes_alone_but_a_queen_does_not', () => {
    const model = game(7, 3);
    expect(() => model.remove(6, 3)).toThrow(IllegalArgumentError);
    model.remove(6, 4);
    expect(model.getCardAt(6, 4)).toBeNull();
    expect(model.getScore()).toBe(172);
  });

  it('a_card_needs_both_cards_below_it_gone', () => {
    // 8♣ on top of 3♥ and K♠; draw 10♦, then 5♦ from the stock.
    const model = game(
      2,
      1,
      new Card(8, '♣'),
      new Card(3, '♥'),
      new Card(13, '♠'),
      new Card(10, '♦'),
      new Card(5, '♦'),
    );
    model.removeUsingDraw(0, 1, 0);
    expect(() => model.removeUsingDraw(0, 0, 0)).toThrow(IllegalArgumentError);
    model.remove(1, 1);
    model.removeUsingDraw(0, 0, 0);
    expect(model.getScore()).toBe(0);
    expect(model.isGameOver()).toBe(true);
  });

  it('discarding_replaces_only_that_draw_card', () => {
    const model = game(7, 3);
    model.discardDraw(0);
    expect(drawText(model)).toBe('6♥ 4♥ 5♥');
    expect(model.getScore()).toBe(185);
  });

  it('the_game_goes_on_while_a_draw_card_can_be_discarded', () => {
    const first = [
      new Card(2, '♣'),
      new Card(3, '♣'),
      new Card(4, '♣'),
      new Card(5, '♣'),
      new Card(6, '♣'),
      new Card(9, '♣'),
    ];
    expect(game(3, 1, ...first).isGameOver()).toBe(false);
    expect(game(3, 0, ...first).isGameOver()).toBe(true);
  });
});
