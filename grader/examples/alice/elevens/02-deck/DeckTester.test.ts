// Alice's own tests for Deck: valid, but they only look at the counts.
import { describe, expect, it } from 'vitest';
import { Deck } from './Deck.ts';

describe('DeckTester', () => {
  it('a_new_deck_holds_every_card', () => {
    expect(new Deck(['A', 'B', 'C'], ['Giraffes', 'Lions'], [2, 1, 6]).size()).toBe(6);
  });

  it('dealing_every_card_empties_the_deck', () => {
    const deck = new Deck(['ace'], ['hearts'], [1]);
    expect(deck.isEmpty()).toBe(false);
    deck.deal();
    expect(deck.isEmpty()).toBe(true);
  });
});
