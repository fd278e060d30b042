// Your own tests for Deck (the handout's DeckTester). The grader runs them against a correct Deck
// (each must pass) and against several broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { Deck } from './Deck.ts';

describe('DeckTester', () => {
  // Write your tests here. Try at least three decks of different sizes, for example:
  // it('dealing_the_only_card_leaves_the_deck_empty', () => { ... });
});
