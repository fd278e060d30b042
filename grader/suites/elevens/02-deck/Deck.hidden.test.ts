import { describe, expect, it } from 'vitest';
import { Deck } from '../../../../solutions/elevens/02-deck/Deck.ts';
import type { Card } from '../../../../solutions/elevens/01-card/Card.ts';
import deckText from '../../../../fixtures/elevens/deck-text.json' with { type: 'json' };

// At this stage shuffle() only gathers the cards back, so a deck deals its cards in reverse build order.
const RANKS = ['A', 'B', 'C'];
const SUITS = ['Giraffes', 'Lions'];
const VALUES = [2, 1, 6];
const sixCards = () => new Deck(RANKS, SUITS, VALUES);
const oneCard = () => new Deck(['ace'], ['hearts'], [1]);

/** "rank/suit/value" of a dealt card, or null. */
const describeCard = (card: Card | null) =>
  card === null ? null : `${card.rank()}/${card.suit()}/${card.pointValue()}`;

function dealAll(deck: Deck, times: number): (string | null)[] {
  const dealt: (string | null)[] = [];
  for (let i = 0; i < times; i++) dealt.push(describeCard(deck.deal()));
  return dealt;
}

describe('Deck', () => {
  it('a_new_deck_holds_one_card_per_rank_and_suit', () => {
    expect(sixCards().size(), 'size() of a new deck with 3 ranks and 2 suits').toBe(6);
    expect(
      new Deck(['jack', 'queen', 'king'], ['blue', 'red'], [11, 12, 13]).size(),
      'size() of the deck of question 2 (jack, queen, king; blue, red)',
    ).toBe(6);
  });

  it('a_new_deck_is_not_empty', () => {
    expect(sixCards().isEmpty(), 'isEmpty() of a new six-card deck').toBe(false);
    expect(oneCard().isEmpty(), 'isEmpty() of a new one-card deck').toBe(false);
  });

  it('deal_gives_the_last_built_card_first', () => {
    expect(
      describeCard(sixCards().deal()),
      'the first card dealt from new Deck(["A","B","C"], ["Giraffes","Lions"], [2,1,6]): the last one built',
    ).toBe('C/Lions/6');
  });

  it('cards_are_built_suit_by_suit_and_dealt_from_the_top_down', () => {
    expect(
      dealAll(sixCards(), 6),
      'the six cards dealt in turn (every rank of Giraffes is built before any Lions card)',
    ).toEqual(['C/Lions/6', 'B/Lions/1', 'A/Lions/2', 'C/Giraffes/6', 'B/Giraffes/1', 'A/Giraffes/2']);
  });

  it('each_rank_keeps_the_point_value_at_the_same_position', () => {
    const deck = new Deck(['2', '3'], ['clubs'], [20, 30]);
    expect(
      dealAll(deck, 2),
      'cards of new Deck(["2","3"], ["clubs"], [20,30]): rank 3 is worth 30, rank 2 is worth 20',
    ).toEqual(['3/clubs/30', '2/clubs/20']);
  });

  it('each_deal_lowers_size_by_one', () => {
    const deck = sixCards();
    const sizes: number[] = [];
    for (let i = 0; i < 6; i++) {
      deck.deal();
      sizes.push(deck.size());
    }
    expect(sizes, 'size() after each of six deals').toEqual([5, 4, 3, 2, 1, 0]);
  });

  it('isEmpty_becomes_true_only_after_the_last_card_is_dealt', () => {
    const deck = sixCards();
    const empty: boolean[] = [];
    for (let i = 0; i < 6; i++) {
      deck.deal();
      empty.push(deck.isEmpty());
    }
    expect(empty, 'isEmpty() after each of six deals').toEqual([false, false, false, false, false, true]);
  });

  it('a_one_card_deck_deals_its_card_then_is_empty', () => {
    const deck = oneCard();
    expect(describeCard(deck.deal()), 'the card dealt from a one-card deck').toBe('ace/hearts/1');
    expect(deck.size(), 'size() after the only card is dealt').toBe(0);
    expect(deck.isEmpty(), 'isEmpty() after the only card is dealt').toBe(true);
  });

  it('deal_returns_null_when_the_deck_is_empty', () => {
    const deck = oneCard();
    deck.deal();
    expect(deck.deal(), 'deal() on a deck with no undealt cards').toBeNull();
    expect(deck.deal(), 'deal() called again on the empty deck').toBeNull();
  });

  it('dealing_from_an_empty_deck_leaves_size_at_zero', () => {
    const deck = oneCard();
    dealAll(deck, 3);
    expect(deck.size(), 'size() after three deals from a one-card deck').toBe(0);
    expect(deck.isEmpty(), 'isEmpty() after three deals from a one-card deck').toBe(true);
  });

  it('a_deck_without_suits_is_empty_from_the_start', () => {
    const deck = new Deck(['ace', '2'], [], [1, 2]);
    expect(deck.size(), 'size() of a deck with ranks but no suits').toBe(0);
    expect(deck.isEmpty(), 'isEmpty() of a deck with no cards').toBe(true);
    expect(deck.deal(), 'deal() from a deck with no cards').toBeNull();
  });

  it('shuffle_makes_the_dealt_cards_dealable_again', () => {
    const deck = sixCards();
    dealAll(deck, 4);
    deck.shuffle();
    expect(deck.size(), 'size() after four deals and then shuffle()').toBe(6);
    expect(deck.isEmpty(), 'isEmpty() after shuffle()').toBe(false);
    expect(describeCard(deck.deal()), 'the first card dealt after shuffle() (no mixing yet at this stage)').toBe(
      'C/Lions/6',
    );
  });

  it('ranks_and_values_of_different_lengths_throw_a_RangeError', () => {
    expect(() => new Deck(['A', 'B', 'C'], ['Lions'], [1, 2]), 'three ranks but two values').toThrow(RangeError);
    expect(() => new Deck(['A'], ['Lions'], [1, 2]), 'one rank but two values').toThrow(RangeError);
  });

  it('toString_matches_the_pinned_formats', () => {
    for (const { name, ranks, suits, values, deals, text } of deckText.cases) {
      const deck = new Deck(ranks, suits, values);
      dealAll(deck, deals);
      expect(deck.toString(), `toString() of ${name}`).toBe(text);
    }
  });

  it('toString_starts_with_the_number_of_undealt_cards', () => {
    const deck = sixCards();
    dealAll(deck, 2);
    expect(deck.toString().split('\n')[0], 'first line of toString() after two deals from a six-card deck').toBe(
      'size = 4',
    );
  });
});
