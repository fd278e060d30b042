// Reference student tests: the standard a student's CardTester is compared with (`cardlab verify`
// proves they pass on the reference and catch every buggy Card).
import { describe, expect, it } from 'vitest';
import { Card } from './Card.ts';

describe('CardTester', () => {
  it('toString_shows_the_rank_and_the_suit', () => {
    expect(
      [new Card(1, '♣'), new Card(10, '♦'), new Card(11, '♥'), new Card(12, '♠'), new Card(13, '♠')].map(String),
    ).toEqual(['A♣', '10♦', 'J♥', 'Q♠', 'K♠']);
  });

  it('equal_cards_agree_on_value_and_suit', () => {
    expect(new Card(7, '♠').equals(new Card(7, '♠'))).toBe(true);
    expect(new Card(7, '♠').equals(new Card(7, '♥'))).toBe(false);
    expect(new Card(7, '♠').equals(new Card(8, '♠'))).toBe(false);
    expect(new Card(7, '♠').equals('7♠')).toBe(false);
  });

  it('keys_are_equal_exactly_for_equal_cards', () => {
    expect(new Card(7, '♠').key()).toBe(new Card(7, '♠').key());
    expect(new Card(7, '♠').key()).not.toBe(new Card(7, '♥').key());
  });
});
