// Public tests: `cardlab check elevens/05` runs them. They only check the form of your answers.
import { describe, expect, it } from 'vitest';
import { methodWithBug } from './bugs.ts';

describe('bugs (public)', () => {
  it('each_answer_is_the_constructor_or_a_deck_method', () => {
    const members = ['constructor', 'isEmpty', 'size', 'deal', 'shuffle', 'toString'];
    for (const deck of ['Buggy1', 'Buggy2', 'Buggy3', 'Buggy4'] as const) {
      expect(members).toContain(methodWithBug(deck));
    }
  });

  it('the_four_decks_have_their_bugs_in_four_different_places', () => {
    const answers = new Set((['Buggy1', 'Buggy2', 'Buggy3', 'Buggy4'] as const).map((deck) => methodWithBug(deck)));
    expect(answers.size).toBe(4);
  });
});
