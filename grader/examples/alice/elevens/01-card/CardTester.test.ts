// Alice's own tests for Card (part of the bundled example submission).
import { describe, expect, it } from 'vitest';
import { Card } from './Card.ts';

describe('CardTester', () => {
  it('keeps_what_it_was_given', () => {
    const card = new Card('queen', 'clubs', 3);
    expect(card.rank()).toBe('queen');
    expect(card.suit()).toBe('clubs');
    expect(card.pointValue()).toBe(3);
  });

  it('matches_a_copy_of_itself', () => {
    expect(new Card('ace', 'hearts', 1).matches(new Card('ace', 'hearts', 1))).toBe(true);
  });

  // Alice misremembered the format: this test fails on a correct Card, so it proves nothing.
  it('prints_rank_and_suit', () => {
    expect(new Card('ace', 'hearts', 1).toString()).toBe('ace of hearts');
  });
});
