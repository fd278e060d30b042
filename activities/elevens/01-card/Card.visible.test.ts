// Public tests: `cardlab check elevens/01` runs them. The grader's hidden tests check more.
import { describe, expect, it } from 'vitest';
import { Card } from './Card.ts';

describe('Card (public)', () => {
  it('remembers_what_the_constructor_was_given', () => {
    const card = new Card('queen', 'clubs', 3);
    expect(card.rank()).toBe('queen');
    expect(card.suit()).toBe('clubs');
    expect(card.pointValue()).toBe(3);
  });

  it('describes_itself_with_rank_suit_and_point_value', () => {
    expect(new Card('ace', 'hearts', 1).toString()).toBe('ace of hearts (point value = 1)');
  });
});
