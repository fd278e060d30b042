// Public tests: `cardlab check elevens/04` runs them. The grader's hidden tests check more.
import { describe, expect, it } from 'vitest';
import { Deck } from './Deck.ts';
import { ScriptedRandom } from '../../shared/RandomSource.ts';

describe('Deck (public)', () => {
  it('the_constructor_shuffles_with_the_numbers_it_is_given', () => {
    // Built: A♠ 2♠ 3♠. k=2 draws 0 (swap A♠ and 3♠), k=1 draws 1 (stay): 3♠ 2♠ A♠, dealt from the end.
    const deck = new Deck(['ace', '2', '3'], ['spades'], [1, 2, 3], new ScriptedRandom([0, 1]));
    expect(deck.deal()?.rank()).toBe('ace');
    expect(deck.deal()?.rank()).toBe('2');
    expect(deck.deal()?.rank()).toBe('3');
  });

  it('shuffle_makes_every_card_dealable_again', () => {
    const deck = new Deck(['ace', '2'], ['spades'], [1, 2], new ScriptedRandom([1, 0]));
    deck.deal();
    deck.shuffle();
    expect(deck.size()).toBe(2);
  });
});
