// Reference student tests: the standard a student's DeckTester is compared with (`cardlab verify`
// proves they pass on the reference and catch every buggy Deck).
import { describe, expect, it } from 'vitest';
import { Deck } from './Deck.ts';
import { ScriptedRandom, SeededRandom } from '../../shared/RandomSource.ts';

const ranksOf = (deck: Deck, count: number) => Array.from({ length: count }, () => deck.deal()?.rank() ?? null);

describe('DeckTester', () => {
  it('a_two_card_deck_follows_the_scripted_draw', () => {
    // Built order: ace, 2. Drawing 0 swaps them; drawing 1 leaves them.
    expect(ranksOf(new Deck(['ace', '2'], ['spades'], [1, 2], new ScriptedRandom([0])), 2)).toEqual(['ace', '2']);
    expect(ranksOf(new Deck(['ace', '2'], ['spades'], [1, 2], new ScriptedRandom([1])), 2)).toEqual(['2', 'ace']);
  });

  it('a_three_card_deck_shuffles_exactly_as_scripted', () => {
    // [a, b, c]: k=2 draws 2 (stay), k=1 draws 0 (swap a and b) → [b, a, c], dealt from the end.
    const deck = new Deck(['a', 'b', 'c'], ['x'], [1, 2, 3], new ScriptedRandom([2, 0]));
    expect(ranksOf(deck, 3)).toEqual(['c', 'a', 'b']);
  });

  it('a_new_shuffled_deck_has_every_card', () => {
    const deck = new Deck(['ace', '2', '3'], ['spades', 'hearts'], [1, 2, 3], new SeededRandom(9));
    expect(deck.size()).toBe(6);
    const labels = Array.from({ length: 6 }, () => String(deck.deal()));
    expect(new Set(labels).size).toBe(6);
    expect(deck.isEmpty()).toBe(true);
  });

  it('shuffle_after_deals_brings_every_card_back', () => {
    const deck = new Deck(['ace', '2', '3'], ['spades', 'hearts'], [1, 2, 3], new SeededRandom(10));
    ranksOf(deck, 4);
    deck.shuffle();
    expect(deck.size()).toBe(6);
  });
});
