// Reference student tests: the standard a student's CardTester is compared with (`cardlab verify`
// proves they pass on the reference and catch every buggy Card).
import { describe, expect, it } from 'vitest';
import { Card } from './Card.ts';

const aceOfHearts = () => new Card('ace', 'hearts', 1);

describe('CardTester', () => {
  it('accessors_return_the_constructor_arguments', () => {
    const card = new Card('queen', 'clubs', 3);
    expect([card.rank(), card.suit(), card.pointValue()]).toEqual(['queen', 'clubs', 3]);
    const other = aceOfHearts();
    expect([other.rank(), other.suit(), other.pointValue()]).toEqual(['ace', 'hearts', 1]);
  });

  it('a_card_matches_itself_and_an_identical_card', () => {
    const card = aceOfHearts();
    expect(card.matches(card)).toBe(true);
    expect(card.matches(aceOfHearts())).toBe(true);
  });

  it('cards_that_differ_in_one_field_do_not_match', () => {
    const card = aceOfHearts();
    expect(card.matches(new Card('ace', 'hearts', 2))).toBe(false);
    expect(card.matches(new Card('ace', 'spades', 1))).toBe(false);
    expect(card.matches(new Card('king', 'hearts', 1))).toBe(false);
    expect(card.matches(new Card('queen', 'clubs', 3))).toBe(false);
  });

  it('toString_follows_the_rank_of_suit_format', () => {
    expect(aceOfHearts().toString()).toBe('ace of hearts (point value = 1)');
    expect(new Card('queen', 'clubs', 3).toString()).toBe('queen of clubs (point value = 3)');
  });
});
