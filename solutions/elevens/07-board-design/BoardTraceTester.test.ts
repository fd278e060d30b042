// Reference student tests: the standard a student's BoardTraceTester is compared with (`cardlab verify`
// proves they pass on the reference and catch every buggy boardTrace.ts).
import { describe, expect, it } from 'vitest';
import { Card } from '../01-card/Card.ts';
import { printCards, tracedCardIndexes, type CardTable } from './boardTrace.ts';

/** A fake table: the places hold these cards, null for an empty place. */
function tableOf(cards: (Card | null)[]): CardTable {
  return {
    cardIndexes: () => cards.flatMap((card, k) => (card === null ? [] : [k])),
    cardAt: (k) => cards[k] ?? null,
  };
}

const jackOfHearts = new Card('jack', 'hearts', 0);
const sixOfClubs = new Card('6', 'clubs', 6);
const aceOfSpades = new Card('ace', 'spades', 1);

describe('BoardTraceTester', () => {
  it('the_trace_lists_exactly_the_places_holding_a_card', () => {
    const question = [
      jackOfHearts,
      sixOfClubs,
      null,
      new Card('2', 'spades', 2),
      null,
      null,
      aceOfSpades,
      new Card('4', 'hearts', 4),
      null,
    ];
    expect(tracedCardIndexes()).toEqual(tableOf(question).cardIndexes());
  });

  it('an_empty_table_prints_nothing', () => {
    expect(printCards(tableOf([null, null]))).toBe('');
  });

  it('each_card_is_printed_after_its_board_position', () => {
    const table = tableOf([null, jackOfHearts, null, sixOfClubs]);
    expect(printCards(table)).toBe('1: jack of hearts (point value = 0)\n3: 6 of clubs (point value = 6)\n');
  });

  it('a_full_table_prints_every_card_from_place_0', () => {
    const table = tableOf([aceOfSpades, sixOfClubs]);
    expect(printCards(table)).toBe('0: ace of spades (point value = 1)\n1: 6 of clubs (point value = 6)\n');
  });
});
