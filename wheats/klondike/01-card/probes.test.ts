// Probes: each passes on the reference and fails on a wheat, so verify sees that every wheat's freedom shows.
import { describe, expect, it } from 'vitest';
import { Card } from '../../../solutions/klondike/01-card/Card.ts';

describe('what a card leaves open', () => {
  it('an_index_out_of_range_is_named', () => {
    expect(() => new Card(0)).toThrow(/a card index goes from 1 to 52/);
  });
});
