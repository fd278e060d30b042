// Reference student tests for Card.
import { describe, expect, it } from 'vitest';
import { Card } from './Card.ts';

describe('CardTester', () => {
  it('the_four_aces_are_at_1_14_27_40', () => {
    expect(['1', '14', '27', '40'].map((i) => new Card(Number(i)).toString())).toEqual([
      'HeartA',
      'ClubA',
      'SpadeA',
      'DiamondA',
    ]);
  });

  it('the_four_kings_are_at_13_26_39_52', () => {
    expect([13, 26, 39, 52].map((i) => new Card(i).toString())).toEqual(['HeartK', 'ClubK', 'SpadeK', 'DiamondK']);
    expect([13, 26, 39, 52].map((i) => new Card(i).getValue())).toEqual([13, 13, 13, 13]);
  });

  it('values_and_ranks_in_the_middle', () => {
    expect(new Card(1).getValue()).toBe(1);
    expect(new Card(49).getValue()).toBe(10);
    expect(new Card(49).toString()).toBe('Diamond10');
    expect(new Card(38).toString()).toBe('SpadeQ');
  });

  it('colours', () => {
    expect(new Card(1).colour()).toBe('red');
    expect(new Card(14).colour()).toBe('black');
    expect(new Card(27).colour()).toBe('black');
    expect(new Card(40).colour()).toBe('red');
    expect(new Card(52).colour()).toBe('red');
  });

  it('bad_indexes_throw', () => {
    expect(() => new Card(0)).toThrow();
    expect(() => new Card(53)).toThrow();
    expect(() => new Card(1.5)).toThrow();
  });
});
