import { describe, expect, it } from 'vitest';
import { Card } from '../../../../solutions/pyramid/01-model/Card.ts';
import { IllegalArgumentError } from '../../../../activities/shared/errors.ts';
import { ORDERED_LABELS, pyramidHelpers } from '../shared/games.ts';
import { BasicPyramidSolitaire } from '../../../../solutions/pyramid/01-model/BasicPyramidSolitaire.ts';

const { card } = pyramidHelpers(Card, BasicPyramidSolitaire);

describe('Card', () => {
  it('value_and_suit_return_what_the_constructor_was_given', () => {
    const queen = new Card(12, '♥');
    expect(queen.value(), 'value() of new Card(12, "♥")').toBe(12);
    expect(queen.suit(), 'suit() of new Card(12, "♥")').toBe('♥');
  });

  it('toString_shows_ace_number_and_face_ranks_with_the_suit', () => {
    const cases: [number, '♣' | '♦' | '♥' | '♠', string][] = [
      [1, '♣', 'A♣'],
      [2, '♦', '2♦'],
      [9, '♥', '9♥'],
      [11, '♠', 'J♠'],
      [12, '♣', 'Q♣'],
      [13, '♠', 'K♠'],
    ];
    for (const [value, suit, text] of cases)
      expect(new Card(value, suit).toString(), `toString() of new Card(${value}, "${suit}")`).toBe(text);
  });

  it('toString_of_a_ten_is_10_and_the_suit', () => {
    expect(new Card(10, '♦').toString(), 'toString() of new Card(10, "♦")').toBe('10♦');
    expect(`${new Card(10, '♣')}`, 'a ten of clubs in a template string').toBe('10♣');
  });

  it('a_card_equals_itself_and_an_identical_card', () => {
    const seven = new Card(7, '♠');
    expect(seven.equals(seven), 'a card should equal itself').toBe(true);
    expect(seven.equals(new Card(7, '♠')), 'two separate 7♠ cards should be equal').toBe(true);
  });

  it('cards_with_a_different_value_or_suit_are_not_equal', () => {
    const seven = new Card(7, '♠');
    expect(seven.equals(new Card(7, '♥')), '7♠ and 7♥ (same value, different suit)').toBe(false);
    expect(seven.equals(new Card(6, '♠')), '7♠ and 6♠ (same suit, different value)').toBe(false);
  });

  it('a_card_is_not_equal_to_something_that_is_not_a_card', () => {
    const seven = new Card(7, '♠');
    expect(seven.equals('7♠'), 'a card compared with its own label (a string)').toBe(false);
    expect(seven.equals(null), 'a card compared with null').toBe(false);
    expect(seven.equals(undefined), 'a card compared with undefined').toBe(false);
  });

  it('equal_cards_have_the_same_key', () => {
    expect(new Card(13, '♦').key(), 'key() of two separate K♦ cards').toBe(new Card(13, '♦').key());
  });

  it('the_52_cards_have_52_different_keys', () => {
    const keys = new Set(ORDERED_LABELS.map((label) => card(label).key()));
    expect(keys.size, 'the number of different keys among the 52 cards of a deck').toBe(52);
  });

  it('the_constructor_rejects_values_outside_1_to_13', () => {
    for (const value of [0, 14, -1, 2.5, Number.NaN]) {
      expect(() => new Card(value, '♣'), `new Card(${value}, "♣") should throw an IllegalArgumentError`).toThrow(
        IllegalArgumentError,
      );
    }
  });
});
