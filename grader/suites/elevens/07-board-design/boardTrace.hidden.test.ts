import { describe, expect, it } from 'vitest';
import { printCards, tracedCardIndexes } from '../../../../solutions/elevens/07-board-design/boardTrace.ts';
import { Card } from '../../../../solutions/elevens/01-card/Card.ts';
import {
  ElevensBoard,
  POINT_VALUES,
  RANKS,
  SUITS,
} from '../../../../solutions/elevens/09-elevens-board/ElevensBoard.ts';
import { parseLabel } from '../../../../activities/elevens/shared/cardLabels.ts';
import { riggedRandom } from '../../../../activities/elevens/shared/riggedRandom.ts';
import printCardsText from '../../../../fixtures/elevens/print-cards-text.json' with { type: 'json' };

/** An Elevens card from its short label: `J♥` is the jack of hearts, worth 0. */
function card(label: string): Card {
  const { rank, suit } = parseLabel(label);
  return new Card(rank, suit, POINT_VALUES[RANKS.indexOf(rank as (typeof RANKS)[number])]!);
}

/** A small stand-in for a board: the places hold these cards (null for an empty place). */
function fakeTable(labels: readonly (string | null)[]) {
  const cards = labels.map((label) => (label === null ? null : card(label)));
  return {
    cardIndexes: () => cards.flatMap((c, k) => (c === null ? [] : [k])),
    cardAt: (k: number) => cards[k] ?? null,
  };
}

// The table of question 4c, positions 0 to 8.
const QUESTION_TABLE = ['J♥', '6♣', null, '2♠', null, null, 'A♠', '4♥', null];

const linesOf = (text: string) => text.split('\n').slice(0, -1);

describe('boardTrace', () => {
  it('tracedCardIndexes_lists_the_places_that_hold_a_card', () => {
    expect(tracedCardIndexes(), 'the list cardIndexes returns for J♥ 6♣ null 2♠ null null A♠ 4♥ null').toEqual([
      0, 1, 3, 6, 7,
    ]);
  });

  it('tracedCardIndexes_leaves_out_every_empty_place', () => {
    for (const k of tracedCardIndexes()) {
      expect(
        QUESTION_TABLE[k],
        `place ${k} is in your list: it should hold a card, not be empty (or off the table)`,
      ).toBeTypeOf('string');
    }
  });

  it('tracedCardIndexes_has_one_entry_per_card_on_the_table', () => {
    expect(tracedCardIndexes(), 'the table holds five cards').toHaveLength(5);
  });

  it('tracedCardIndexes_is_in_increasing_order', () => {
    const traced = tracedCardIndexes();
    expect(traced, 'cardIndexes walks the places from 0 upwards').toEqual([...traced].sort((a, b) => a - b));
  });

  it('printCards_of_an_empty_table_is_the_empty_string', () => {
    expect(printCards(fakeTable([null, null, null])), 'printCards of a table with no cards').toBe('');
  });

  it('printCards_gives_one_line_per_card', () => {
    expect(
      linesOf(printCards(fakeTable(QUESTION_TABLE))),
      'lines printed for the five cards of the question-4c table',
    ).toHaveLength(5);
  });

  it('printCards_starts_each_line_with_the_board_position', () => {
    const starts = linesOf(printCards(fakeTable(QUESTION_TABLE))).map((line) => line.split(':')[0]);
    expect(
      starts,
      'the number before ":" is the card\'s place on the table (0 to 8), not its place in the list',
    ).toEqual(['0', '1', '3', '6', '7']);
  });

  it('printCards_skips_empty_places', () => {
    expect(printCards(fakeTable([null, 'A♠', null, null, 'K♦'])), 'empty places are not printed at all').not.toContain(
      'null',
    );
  });

  it('printCards_ends_every_line_with_a_newline', () => {
    const text = printCards(fakeTable(['5♣', null, '6♦']));
    expect(text.endsWith('\n'), 'the last line ends with "\\n" too').toBe(true);
    expect(text.split('\n'), 'two cards give two lines, each ending with "\\n"').toHaveLength(3);
  });

  it('printCards_writes_each_card_with_its_toString', () => {
    expect(printCards(fakeTable([null, null, '10♥'])), 'a table whose only card is the 10 of hearts, in place 2').toBe(
      '2: 10 of hearts (point value = 10)\n',
    );
  });

  it('printCards_matches_the_pinned_texts', () => {
    for (const { name, table, text } of printCardsText.cases) {
      expect(printCards(fakeTable(table)), `printCards of ${name}`).toBe(text);
    }
  });

  it('printCards_works_on_a_real_elevens_board', () => {
    const deal = ['K♠', '10♦', 'J♣', '2♣', '2♥', '9♦', '3♥', '5♠', '5♦'];
    const board = new ElevensBoard(riggedRandom(RANKS, SUITS, deal));
    const expected = deal.map((label, k) => `${k}: ${card(label)}\n`).join('');
    expect(printCards(board), 'printCards of a freshly dealt Elevens board').toBe(expected);
  });
});
