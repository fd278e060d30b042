// Public tests: `cardlab check klondike/01` runs them. The grader's hidden tests check much more.
import { describe, expect, it } from 'vitest';
import { Card } from './Card.ts';

describe('Card (public)', () => {
  it('index_1_is_the_ace_of_hearts', () => {
    const card = new Card(1);
    expect(card.getSuit()).toBe('Heart');
    expect(card.getValue()).toBe(1);
    expect(card.toString()).toBe('HeartA');
  });

  it('hearts_are_red', () => {
    expect(new Card(5).colour()).toBe('red');
  });
});
