// Reference student tests: the standard a student's DeckTester is compared with (`cardlab verify`
// proves they pass on the reference and catch every buggy Deck).
import { describe, expect, it } from 'vitest';
import { Deck } from './Deck.ts';

// Three decks of different sizes, as the handout asks: one card, two cards, six cards.
const oneCard = () => new Deck(['ace'], ['hearts'], [1]);
const twoCards = () => new Deck(['jack', 'queen'], ['spades'], [11, 12]);
const sixCards = () => new Deck(['A', 'B', 'C'], ['Giraffes', 'Lions'], [2, 1, 6]);

describe('DeckTester', () => {
  it('a_new_deck_counts_every_card_and_is_not_empty', () => {
    expect(oneCard().size()).toBe(1);
    expect(twoCards().size()).toBe(2);
    expect(sixCards().size()).toBe(6);
    expect(oneCard().isEmpty()).toBe(false);
  });

  it('a_one_card_deck_deals_its_card_then_nothing', () => {
    const deck = oneCard();
    expect(deck.deal()?.toString()).toBe('ace of hearts (point value = 1)');
    expect(deck.size()).toBe(0);
    expect(deck.isEmpty()).toBe(true);
    expect(deck.deal()).toBeNull();
  });

  it('cards_come_out_last_built_first_and_suit_by_suit', () => {
    const deck = sixCards();
    const dealt: string[] = [];
    for (let i = 0; i < 6; i++) {
      const card = deck.deal();
      dealt.push(card === null ? 'null' : `${card.rank()} ${card.suit()} ${card.pointValue()}`);
    }
    expect(dealt).toEqual(['C Lions 6', 'B Lions 1', 'A Lions 2', 'C Giraffes 6', 'B Giraffes 1', 'A Giraffes 2']);
  });

  it('size_counts_down_as_cards_are_dealt', () => {
    const deck = twoCards();
    deck.deal();
    expect(deck.size()).toBe(1);
    expect(deck.isEmpty()).toBe(false);
    deck.deal();
    expect(deck.size()).toBe(0);
  });

  it('shuffle_lets_every_card_be_dealt_again', () => {
    const deck = twoCards();
    deck.deal();
    deck.deal();
    deck.shuffle();
    expect(deck.size()).toBe(2);
    expect(deck.deal()?.rank()).toBe('queen');
  });

  it('toString_lists_undealt_then_dealt_cards', () => {
    const deck = twoCards();
    expect(deck.toString()).toBe(
      'size = 2\nUndealt cards: \nqueen of spades (point value = 12), jack of spades (point value = 11)\n\nDealt cards: \n\n',
    );
    deck.deal();
    expect(deck.toString()).toBe(
      'size = 1\nUndealt cards: \njack of spades (point value = 11)\nDealt cards: \nqueen of spades (point value = 12)\n',
    );
  });

  it('ranks_without_matching_values_are_refused', () => {
    expect(() => new Deck(['A', 'B'], ['Lions'], [1])).toThrow(RangeError);
  });
});
