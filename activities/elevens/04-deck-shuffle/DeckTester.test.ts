// Your own tests for the shuffling Deck. The grader runs them against a correct Deck (each must pass) and
// against several broken ones (a good set of tests fails on each of them).
import { describe, expect, it } from 'vitest';
import { Deck } from './Deck.ts';
import { ScriptedRandom, SeededRandom } from '../../shared/RandomSource.ts';

describe('DeckTester', () => {
  // Write your tests here. A ScriptedRandom makes the constructor's shuffle exact, for example:
  // it('a_two_card_deck_whose_shuffle_draws_0_swaps_its_cards', () => { ... });
});
