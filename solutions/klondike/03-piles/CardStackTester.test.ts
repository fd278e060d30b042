// Reference student tests for CardStack.
import { describe, expect, it } from 'vitest';
import { Card } from '../01-card/Card.ts';
import { CardStack } from './CardStack.ts';

describe('CardStackTester', () => {
  it('starts_with_the_ace_only', () => {
    const stack = new CardStack('Heart');
    expect(stack.accepts(new Card(2))).toBe(false);
    expect(stack.accepts(new Card(1))).toBe(true);
  });

  it('same_suit_only', () => {
    const stack = new CardStack('Heart');
    expect(stack.accepts(new Card(14))).toBe(false);
  });

  it('next_rank_only', () => {
    const stack = new CardStack('Heart');
    stack.add(new Card(1));
    expect(stack.accepts(new Card(3))).toBe(false);
    stack.add(new Card(2));
    expect(stack.toString()).toBe('Heart2');
  });
});
