// Probes: each passes on the reference and fails on a wheat, so verify sees that every wheat's freedom shows.
import { describe, expect, it } from 'vitest';
import { Deck } from '../../../solutions/elevens/05-testing/Deck.ts';

describe('what the deck leaves open', () => {
  it('the_error_for_missing_values_says_each_rank_needs_one', () => {
    expect(() => new Deck(['ace', '2'], ['spades'], [1])).toThrow(/each rank needs a point value/);
  });
});
