// Public tests: `cardlab check elevens/05` runs them. They fail until the deck is repaired; the grader's
// hidden tests check much more.
import { describe, expect, it } from 'vitest';
import { Deck } from './Deck.ts';
import { ScriptedRandom } from '../../shared/RandomSource.ts';

describe('Deck (public)', () => {
  it('a_one_card_deck_holds_one_card', () => {
    expect(new Deck(['ace'], ['hearts'], [1], new ScriptedRandom([])).size()).toBe(1);
  });

  it('a_one_card_deck_deals_that_card', () => {
    const deck = new Deck(['ace'], ['hearts'], [1], new ScriptedRandom([]));
    expect(deck.deal()?.toString()).toBe('ace of hearts (point value = 1)');
  });
});
