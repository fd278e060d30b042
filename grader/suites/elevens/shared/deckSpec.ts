import { describe, expect, it } from 'vitest';
import type { Card } from '../../../../solutions/elevens/01-card/Card.ts';
import { ScriptedRandom, SeededRandom, type RandomSource } from '../../../../activities/shared/RandomSource.ts';
import { shortLabel } from '../../../../activities/elevens/shared/cardLabels.ts';
import { RecordingRandom } from './recordingRandom.ts';

/**
 * The hidden tests of a shuffling Deck, shared by elevens/04-deck-shuffle and elevens/05-testing: each stage's
 * hidden suite imports its own Deck (the path the engine rebinds) and passes the class in.
 *
 * Every test first builds its deck with `build`, which checks that a new deck holds one card per rank and
 * suit; a deck that gets its cards wrong (like the one handed out in stage 05) therefore fails every test.
 */
export interface ShufflingDeck {
  isEmpty(): boolean;
  size(): number;
  shuffle(): void;
  deal(): Card | null;
}

export type DeckClass = new (
  ranks: readonly string[],
  suits: readonly string[],
  values: readonly number[],
  random?: RandomSource,
) => ShufflingDeck;

// A small deck built in this order: A♠ 2♠ 3♠ A♥ 2♥ 3♥ (indexes 0…5).
const RANKS = ['ace', '2', '3'];
const SUITS = ['spades', 'hearts'];
const VALUES = [1, 2, 3];
const SMALL = 'the deck of ranks ace, 2, 3 and suits spades, hearts';

const FULL_RANKS = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'];
const FULL_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'];
const FULL_VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 0, 0];

const label = (card: Card | null) => (card === null ? null : shortLabel({ rank: card.rank(), suit: card.suit() }));

function dealLabels(deck: ShufflingDeck, times: number): (string | null)[] {
  return Array.from({ length: times }, () => label(deck.deal()));
}

export function deckSpec(Deck: DeckClass): void {
  function build(
    ranks: readonly string[],
    suits: readonly string[],
    values: readonly number[],
    random: RandomSource,
  ): ShufflingDeck {
    const deck = new Deck(ranks, suits, values, random);
    expect(
      deck.size(),
      `size() of a new deck of ${ranks.length} ranks and ${suits.length} suits: one card for every rank of every suit`,
    ).toBe(ranks.length * suits.length);
    return deck;
  }
  const small = (random: RandomSource) => build(RANKS, SUITS, VALUES, random);
  const full = (random: RandomSource) => build(FULL_RANKS, FULL_SUITS, FULL_VALUES, random);

  describe('Deck', () => {
    it('a_new_deck_deals_each_of_its_cards_exactly_once', () => {
      const dealt = dealLabels(small(new SeededRandom(4)), 6);
      expect([...dealt].sort(), `the six cards dealt from ${SMALL}, sorted`).toEqual([
        '2♠',
        '2♥',
        '3♠',
        '3♥',
        'A♠',
        'A♥',
      ]);
    });

    it('the_constructor_shuffles_with_the_given_random_source', () => {
      const deck = small(new ScriptedRandom([0, 4, 1, 2, 0]));
      expect(
        dealLabels(deck, 6),
        `cards dealt from ${SMALL}, shuffled by the constructor drawing 0, 4, 1, 2, 0`,
      ).toEqual(['A♠', '2♥', '2♠', '3♠', '3♥', 'A♥']);
    });

    it('shuffle_draws_one_number_per_position_with_bounds_n_down_to_2', () => {
      const random = new RecordingRandom(new SeededRandom(8));
      const deck = small(random);
      expect(
        random.bounds,
        'bounds passed to nextInt while a new six-card deck shuffles: k + 1 for k = 5 down to 1',
      ).toEqual([6, 5, 4, 3, 2]);
      deck.deal();
      deck.shuffle();
      expect(
        random.bounds.slice(5),
        'bounds passed to nextInt by a second shuffle after one deal: every card is shuffled again',
      ).toEqual([6, 5, 4, 3, 2]);
    });

    it('a_later_shuffle_mixes_all_the_cards_including_the_dealt_ones', () => {
      const deck = small(new ScriptedRandom([0, 4, 1, 2, 0, 1, 1, 1, 1, 1]));
      expect(dealLabels(deck, 2), 'the first two cards dealt after the constructor drew 0, 4, 1, 2, 0').toEqual([
        'A♠',
        '2♥',
      ]);
      deck.shuffle();
      expect(dealLabels(deck, 6), 'the cards dealt after shuffle() drew 1, 1, 1, 1, 1 over all six cards').toEqual([
        '3♥',
        'A♠',
        '2♥',
        '2♠',
        '3♠',
        'A♥',
      ]);
    });

    it('shuffle_resets_the_count_after_deals', () => {
      const deck = small(new SeededRandom(12));
      dealLabels(deck, 4);
      deck.shuffle();
      expect(deck.size(), 'size() after four deals and then shuffle()').toBe(6);
      expect(deck.isEmpty(), 'isEmpty() after shuffle()').toBe(false);
    });

    it('shuffle_after_every_card_is_dealt_makes_the_deck_dealable_again', () => {
      const deck = small(new SeededRandom(13));
      dealLabels(deck, 6);
      deck.shuffle();
      expect([...dealLabels(deck, 6)].sort(), 'the six cards dealt after dealing them all and shuffling').toEqual([
        '2♠',
        '2♥',
        '3♠',
        '3♥',
        'A♠',
        'A♥',
      ]);
      expect(deck.deal(), 'deal() once all six are dealt again').toBeNull();
    });

    it('a_shuffled_52_card_deck_holds_exactly_its_52_cards_with_their_values', () => {
      const deck = full(new SeededRandom(52));
      const seen = new Map<string, number>();
      for (let i = 0; i < 52; i++) {
        const card = deck.deal();
        expect(card, `deal number ${i + 1} of 52`).not.toBeNull();
        seen.set(`${card!.rank()} of ${card!.suit()}`, card!.pointValue());
      }
      const expected = new Map(
        FULL_SUITS.flatMap((suit) => FULL_RANKS.map((rank, j) => [`${rank} of ${suit}`, FULL_VALUES[j]!] as const)),
      );
      expect(
        seen,
        'rank, suit and point value of the 52 cards dealt from a shuffled deck: each card exactly once',
      ).toEqual(expected);
    });

    it('a_seeded_shuffle_really_changes_the_order_of_52_cards', () => {
      const dealt = dealLabels(full(new SeededRandom(2026)), 52);
      const builtOrderFromTheTop = FULL_SUITS.flatMap((suit) =>
        FULL_RANKS.map((rank) => shortLabel({ rank, suit })),
      ).reverse();
      const inPlace = dealt.filter((cardLabel, i) => cardLabel === builtOrderFromTheTop[i]).length;
      expect(
        inPlace,
        'how many of 52 shuffled cards are dealt exactly where an unshuffled deck deals them',
      ).toBeLessThan(10);
    });

    it('the_same_seed_gives_the_same_shuffle', () => {
      const first = dealLabels(full(new SeededRandom(31)), 52);
      const second = dealLabels(full(new SeededRandom(31)), 52);
      expect(
        first,
        'two decks shuffled by SeededRandom(31): shuffle must take every number from the RandomSource',
      ).toEqual(second);
    });

    it('a_two_card_deck_can_be_dealt_in_either_order', () => {
      const swapped = build(['ace', '2'], ['spades'], [1, 2], new ScriptedRandom([0]));
      expect(dealLabels(swapped, 2), 'a deck of A♠ 2♠ whose shuffle draws 0 (swap the two)').toEqual(['A♠', '2♠']);
      const kept = build(['ace', '2'], ['spades'], [1, 2], new ScriptedRandom([1]));
      expect(dealLabels(kept, 2), 'a deck of A♠ 2♠ whose shuffle draws 1 (leave them)').toEqual(['2♠', 'A♠']);
    });

    it('each_deal_lowers_size_by_one', () => {
      const deck = small(new SeededRandom(5));
      const sizes = Array.from({ length: 6 }, () => (deck.deal(), deck.size()));
      expect(sizes, 'size() after each of six deals').toEqual([5, 4, 3, 2, 1, 0]);
    });

    it('isEmpty_becomes_true_only_after_the_last_card_is_dealt', () => {
      const deck = small(new SeededRandom(6));
      expect(deck.isEmpty(), 'isEmpty() of a new deck').toBe(false);
      const empty = Array.from({ length: 6 }, () => (deck.deal(), deck.isEmpty()));
      expect(empty, 'isEmpty() after each of six deals').toEqual([false, false, false, false, false, true]);
    });

    it('a_one_card_deck_deals_its_card_and_then_null', () => {
      const deck = build(['queen'], ['clubs'], [0], new ScriptedRandom([]));
      expect(label(deck.deal()), 'the card dealt from a one-card deck (its shuffle draws no number)').toBe('Q♣');
      expect(deck.isEmpty(), 'isEmpty() after the only card is dealt').toBe(true);
      expect(deck.deal(), 'deal() once the only card is gone').toBeNull();
      expect(deck.size(), 'size() after dealing from an empty deck').toBe(0);
    });
  });
}
