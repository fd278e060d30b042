// Public tests: `cardlab check elevens/02` runs them. The grader's hidden tests check more.
import { describe, expect, it } from 'vitest';
import { Deck } from './Deck.ts';

describe('Deck (public)', () => {
  it('a_new_deck_counts_its_cards', () => {
    const deck = new Deck(['A', 'B', 'C'], ['Giraffes', 'Lions'], [2, 1, 6]);
    expect(deck.size()).toBe(6);
    expect(deck.isEmpty()).toBe(false);
  });

  it('a_one_card_deck_deals_that_card_and_then_null', () => {
    const deck = new Deck(['ace'], ['hearts'], [1]);
    expect(deck.deal()?.toString()).toBe('ace of hearts (point value = 1)');
    expect(deck.isEmpty()).toBe(true);
    expect(deck.deal()).toBeNull();
  });

  it('toString_lays_out_five_undealt_cards_two_to_a_line_and_the_dealt_one_after', () => {
    // Built suit by suit: A, B, C of Giraffes, then A, B, C of Lions; the first deal takes C of Lions.
    const deck = new Deck(['A', 'B', 'C'], ['Giraffes', 'Lions'], [2, 1, 6]);
    deck.deal();
    expect(deck.toString()).toBe(
      'size = 5\nUndealt cards: \n' +
        'B of Lions (point value = 1), A of Lions (point value = 2), \n' +
        'C of Giraffes (point value = 6), B of Giraffes (point value = 1), \n' +
        'A of Giraffes (point value = 2)\n' +
        'Dealt cards: \nC of Lions (point value = 6)\n',
    );
  });
});
