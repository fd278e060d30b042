import { describe, expect, it } from 'vitest';
import { Card } from '../../../../solutions/elevens/01-card/Card.ts';
import cardText from '../../../../fixtures/elevens/card-text.json' with { type: 'json' };

const aceOfHearts = () => new Card('ace', 'hearts', 1);

describe('Card', () => {
  // Two cards each, one unlike the public tests': an answer learnt by heart from those tests does not pass.
  it('rank_returns_the_rank_given_to_the_constructor', () => {
    expect(new Card('queen', 'clubs', 3).rank(), 'rank() of new Card("queen", "clubs", 3)').toBe('queen');
    expect(new Card('7', 'diamonds', 7).rank(), 'rank() of new Card("7", "diamonds", 7)').toBe('7');
  });

  it('suit_returns_the_suit_given_to_the_constructor', () => {
    expect(new Card('queen', 'clubs', 3).suit(), 'suit() of new Card("queen", "clubs", 3)').toBe('clubs');
    expect(new Card('7', 'diamonds', 7).suit(), 'suit() of new Card("7", "diamonds", 7)').toBe('diamonds');
  });

  it('pointValue_returns_the_value_given_to_the_constructor', () => {
    expect(new Card('queen', 'clubs', 3).pointValue(), 'pointValue() of new Card("queen", "clubs", 3)').toBe(3);
    expect(new Card('7', 'diamonds', 7).pointValue(), 'pointValue() of new Card("7", "diamonds", 7)').toBe(7);
  });

  it('a_card_matches_itself', () => {
    const card = aceOfHearts();
    expect(card.matches(card), 'a card should match itself').toBe(true);
  });

  it('a_card_matches_another_card_with_the_same_rank_suit_and_value', () => {
    expect(aceOfHearts().matches(aceOfHearts()), 'two separate ace-of-hearts-worth-1 cards should match').toBe(true);
  });

  it('cards_with_different_point_values_do_not_match', () => {
    expect(aceOfHearts().matches(new Card('ace', 'hearts', 2)), 'same rank and suit, different value').toBe(false);
  });

  it('cards_with_different_suits_do_not_match', () => {
    expect(aceOfHearts().matches(new Card('ace', 'spades', 1)), 'same rank and value, different suit').toBe(false);
  });

  it('cards_with_different_ranks_do_not_match', () => {
    expect(aceOfHearts().matches(new Card('king', 'hearts', 1)), 'same suit and value, different rank').toBe(false);
  });

  it('toString_matches_the_pinned_formats', () => {
    for (const { rank, suit, pointValue, text } of cardText.cases) {
      expect(
        new Card(rank, suit, pointValue).toString(),
        `toString() of new Card("${rank}", "${suit}", ${pointValue})`,
      ).toBe(text);
    }
  });

  it('template_literals_use_toString', () => {
    expect(`${new Card('king', 'spades', 0)}`, 'a card placed in a template string').toBe(
      'king of spades (point value = 0)',
    );
  });
});
