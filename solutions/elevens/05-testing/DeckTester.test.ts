// Reference student tests: the standard a student's DeckTester is compared with (`cardlab verify`
// proves they pass on the reference and catch every buggy Deck). Organised as the handout suggests:
// a one-card deck, a two-card deck, then the shuffle, each checked on every method.
import { describe, expect, it } from 'vitest';
import { Deck } from './Deck.ts';
import { ScriptedRandom, SeededRandom } from '../../shared/RandomSource.ts';

const oneCardDeck = () => new Deck(['ace'], ['hearts'], [1], new ScriptedRandom([]));
// Built: jack of spades, queen of spades. The shuffle draws 1 for k = 1: nothing moves, queen is on top.
const twoCardDeck = () => new Deck(['jack', 'queen'], ['spades'], [11, 12], new ScriptedRandom([1]));

describe('DeckTester', () => {
  describe('a one-card deck', () => {
    it('starts_with_one_card_and_not_empty', () => {
      const deck = oneCardDeck();
      expect(deck.size(), 'size of a new one-card deck').toBe(1);
      expect(deck.isEmpty(), 'isEmpty of a new one-card deck').toBe(false);
    });

    it('deals_its_only_card', () => {
      expect(oneCardDeck().deal()?.toString(), 'the card dealt').toBe('ace of hearts (point value = 1)');
    });

    it('is_empty_once_the_card_is_dealt', () => {
      const deck = oneCardDeck();
      deck.deal();
      expect(deck.size(), 'size after the deal').toBe(0);
      expect(deck.isEmpty(), 'isEmpty is false for an empty deck').toBe(true);
      expect(deck.deal(), 'deal from an empty deck').toBeNull();
    });
  });

  describe('a two-card deck', () => {
    it('holds_both_cards', () => {
      const deck = twoCardDeck();
      expect(deck.size(), 'size of a new two-card deck').toBe(2);
      const ranks = [deck.deal()?.rank(), deck.deal()?.rank()];
      expect(ranks.sort(), 'ranks of the two cards dealt').toEqual(['jack', 'queen']);
    });

    it('counts_down_and_then_runs_out', () => {
      const deck = twoCardDeck();
      expect(deck.deal()?.rank(), 'first card: the top one').toBe('queen');
      expect(deck.size(), 'size after one deal').toBe(1);
      expect(deck.isEmpty(), 'isEmpty with one card left').toBe(false);
      expect(deck.deal()?.rank(), 'second card').toBe('jack');
      expect(deck.isEmpty(), 'isEmpty after two deals').toBe(true);
      expect(deck.deal(), 'a third deal').toBeNull();
    });

    it('shows_its_cards_in_toString', () => {
      const deck = twoCardDeck();
      deck.deal();
      expect(deck.toString()).toBe(
        'size = 1\nUndealt cards: \njack of spades (point value = 11)\nDealt cards: \nqueen of spades (point value = 12)\n',
      );
    });
  });

  describe('shuffle', () => {
    it('follows_the_scripted_numbers', () => {
      // Built: A♠ 2♠ 3♠. Draw 0 for k = 2 (swap A♠, 3♠) and 0 for k = 1 (swap 3♠, 2♠): 2♠ 3♠ A♠.
      const deck = new Deck(['ace', '2', '3'], ['spades'], [1, 2, 3], new ScriptedRandom([0, 0]));
      const ranks = [deck.deal()?.rank(), deck.deal()?.rank(), deck.deal()?.rank()];
      expect(ranks, 'cards dealt after the scripted shuffle').toEqual(['ace', '3', '2']);
    });

    it('brings_every_card_back_and_keeps_the_same_cards', () => {
      const deck = new Deck(['ace', '2', '3'], ['spades', 'hearts'], [1, 2, 3], new SeededRandom(5));
      deck.deal();
      deck.deal();
      deck.shuffle();
      expect(deck.size(), 'size after a shuffle').toBe(6);
      const labels: string[] = [];
      for (let i = 0; i < 6; i++) labels.push(String(deck.deal()));
      expect(new Set(labels).size, 'six different cards after the shuffle').toBe(6);
      expect(
        labels.every((label) => label.includes('spades') || label.includes('hearts')),
        'only real cards',
      ).toBe(true);
    });
  });
});
