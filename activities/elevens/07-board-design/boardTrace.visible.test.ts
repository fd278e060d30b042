// Public tests: `cardlab check elevens/07` runs them. The grader's hidden tests check more.
import { describe, expect, it } from 'vitest';
import { Card } from '../01-card/Card.ts';
import { printCards, tracedCardIndexes } from './boardTrace.ts';

describe('boardTrace (public)', () => {
  it('the_traced_list_holds_places_of_the_table', () => {
    const traced = tracedCardIndexes();
    expect(traced.length).toBeGreaterThan(0);
    for (const k of traced) expect(Number.isInteger(k) && k >= 0 && k <= 8).toBe(true);
  });

  it('prints_a_table_of_one_card', () => {
    const ace = new Card('ace', 'spades', 1);
    const table = { cardIndexes: () => [0], cardAt: (k: number) => (k === 0 ? ace : null) };
    expect(printCards(table)).toBe('0: ace of spades (point value = 1)\n');
  });

  it('prints_nothing_for_an_empty_table', () => {
    expect(printCards({ cardIndexes: () => [], cardAt: () => null })).toBe('');
  });
});
