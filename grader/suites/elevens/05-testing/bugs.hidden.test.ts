import { describe, expect, it } from 'vitest';
import { methodWithBug, type DeckMember } from '../../../../solutions/elevens/05-testing/bugs.ts';

const MEMBERS: readonly DeckMember[] = ['constructor', 'isEmpty', 'size', 'deal', 'shuffle', 'toString'];
const DECKS = ['Buggy1', 'Buggy2', 'Buggy3', 'Buggy4'] as const;

describe('bugs', () => {
  it('buggy1_bug_is_located', () => {
    expect(
      methodWithBug('Buggy1'),
      'where the bug of Buggy1 is: a one-card deck deals its card, size() is 0, yet the deck does not say it is empty',
    ).toBe('isEmpty');
  });

  it('buggy2_bug_is_located', () => {
    expect(
      methodWithBug('Buggy2'),
      'where the bug of Buggy2 is: a new deck is short of one card per suit, and those cards are never dealt',
    ).toBe('constructor');
  });

  it('buggy3_bug_is_located', () => {
    expect(
      methodWithBug('Buggy3'),
      'where the bug of Buggy3 is: the count comes back after a shuffle, but the order never changes',
    ).toBe('shuffle');
  });

  it('buggy4_bug_is_located', () => {
    expect(
      methodWithBug('Buggy4'),
      'where the bug of Buggy4 is: a one-card deck is not empty, yet handing out its card gives null',
    ).toBe('deal');
  });

  it('every_answer_names_the_constructor_or_a_method_of_Deck', () => {
    for (const deck of DECKS) {
      expect(MEMBERS, `methodWithBug("${deck}") must be one of ${MEMBERS.join(', ')}`).toContain(methodWithBug(deck));
    }
  });

  it('the_four_buggy_decks_have_their_bugs_in_four_different_places', () => {
    expect(new Set(DECKS.map(methodWithBug)).size, 'how many different members the four answers name').toBe(4);
  });
});
