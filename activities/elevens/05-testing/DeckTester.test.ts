// Your tests for Deck: the heart of this stage. The grader runs them against a correct Deck (each must pass)
// and against the four broken decks Buggy1–Buggy4 (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { Deck } from './Deck.ts';
import { ScriptedRandom, SeededRandom } from '../../shared/RandomSource.ts';

describe('DeckTester', () => {
  // Start small, as the README suggests: a one-card deck, then a two-card deck, then the shuffle.
  // Give every expect a message that says what went wrong, for example:
  // expect(deck.isEmpty(), 'isEmpty is false for an empty deck').toBe(true);
});
