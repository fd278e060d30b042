import { describe, expect, it } from 'vitest';
import { mustLastThreeBeJQK, playsOnQuestionBoard } from '../../../../solutions/elevens/06-playing/answers.ts';
import { ElevensBoard, RANKS, SUITS } from '../../../../solutions/elevens/09-elevens-board/ElevensBoard.ts';
import { riggedRandom } from '../../../../activities/elevens/shared/riggedRandom.ts';

// The question-1 table, written out here so that the suite does not depend on the file under test.
const TABLE = ['5♠', '4♥', '2♦', '6♣', 'A♠', 'J♥', 'K♦', '5♣', '2♠'];

/** A reference Elevens board dealt exactly as the question-1 table. */
const questionBoard = () => new ElevensBoard(riggedRandom(RANKS, SUITS, TABLE));

/** A play's cards as table positions, in increasing order (-1 for a label that is not on the table). */
const positionsOf = (play: readonly string[]) => play.map((label) => TABLE.indexOf(label)).sort((a, b) => a - b);

/** Plays compared as sets: each play's labels in table order, then the plays in a fixed order. */
const normalise = (plays: readonly (readonly string[])[]) =>
  plays
    .map((play) =>
      positionsOf(play)
        .map((k) => TABLE[k] ?? '?')
        .join(' '),
    )
    .sort();

/** Every group of table positions that the reference board accepts as a play, worked out by trying them all. */
function everyLegalPlay(): string[][] {
  const board = questionBoard();
  const plays: string[][] = [];
  for (let mask = 1; mask < 1 << TABLE.length; mask++) {
    const selected = TABLE.map((_, k) => k).filter((k) => (mask >> k) & 1);
    if (board.isLegal(selected)) plays.push(selected.map((k) => TABLE[k]!));
  }
  return plays;
}

describe('answers', () => {
  it('plays_are_lists_of_short_card_labels', () => {
    const plays = playsOnQuestionBoard();
    expect(Array.isArray(plays), 'playsOnQuestionBoard() should return an array of plays').toBe(true);
    for (const play of plays) {
      expect(
        Array.isArray(play) && play.every((label) => typeof label === 'string'),
        `each play should be a list of labels such as ['8♥', '3♣'], got ${JSON.stringify(play)}`,
      ).toBe(true);
    }
  });

  it('every_label_is_a_card_on_the_question_board', () => {
    for (const play of playsOnQuestionBoard()) {
      for (const label of play) {
        expect(
          TABLE,
          `"${label}" in ${JSON.stringify(play)} should be one of the nine cards on the table, written like 5♠`,
        ).toContain(label);
      }
    }
  });

  it('no_play_uses_the_same_card_twice', () => {
    for (const play of playsOnQuestionBoard()) {
      expect(new Set(play).size, `the play ${JSON.stringify(play)} lists a card more than once`).toBe(play.length);
    }
  });

  it('every_play_removes_two_or_three_cards', () => {
    for (const play of playsOnQuestionBoard()) {
      expect([2, 3], `the play ${JSON.stringify(play)}: Elevens removes a pair or a triple`).toContain(play.length);
    }
  });

  it('every_listed_play_is_legal', () => {
    const board = questionBoard();
    for (const play of playsOnQuestionBoard()) {
      expect(board.isLegal(positionsOf(play)), `is ${JSON.stringify(play)} really a legal play on this table?`).toBe(
        true,
      );
    }
  });

  it('no_play_is_listed_twice', () => {
    const listed = normalise(playsOnQuestionBoard());
    expect(new Set(listed).size, `the same play appears more than once in ${JSON.stringify(listed)}`).toBe(
      listed.length,
    );
  });

  it('the_list_has_as_many_plays_as_the_table_offers', () => {
    expect(new Set(normalise(playsOnQuestionBoard())).size, 'the number of different legal plays on this table').toBe(
      everyLegalPlay().length,
    );
  });

  it('every_pair_worth_11_is_listed', () => {
    const listed = normalise(playsOnQuestionBoard());
    for (const play of normalise(everyLegalPlay().filter((play) => play.length === 2))) {
      expect(listed, `a pair worth 11 is missing (suits count as different cards)`).toContain(play);
    }
  });

  it('plays_are_exactly_the_legal_plays_of_the_table', () => {
    expect(normalise(playsOnQuestionBoard()), 'the set of plays (order does not matter)').toEqual(
      normalise(everyLegalPlay()),
    );
  });

  it('the_last_three_cards_must_be_a_jack_a_queen_and_a_king', () => {
    expect(
      mustLastThreeBeJQK(),
      'question 2: count how many number cards a pair removes, and how many of each face rank a triple removes',
    ).toBe(true);
  });
});
