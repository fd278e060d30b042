import { describe, expect, it } from 'vitest';
import { ElevensBoard } from '../../../../solutions/elevens/09-elevens-board/ElevensBoard.ts';
import { riggedBoard, tableOf } from '../shared/playing.ts';

/** An Elevens board whose deck deals these cards first: the first nine are the table, the others come next. */
const dealt = (labels: readonly string[]) => riggedBoard(ElevensBoard, labels);

/** Uses up the deck by dealing into the first of `places` again and again, then deals once more into each of them, leaving them empty. */
function withEmptyPlaces(board: ElevensBoard, places: readonly number[]): ElevensBoard {
  while (board.deckSize() > 0) board.deal(places[0]!);
  for (const k of places) board.deal(k);
  return board;
}

/** Every non-empty group of places of a 9-card table, smallest groups first. */
function everyGroup(): number[][] {
  const groups: number[][] = [];
  for (let mask = 1; mask < 1 << 9; mask++) groups.push([0, 1, 2, 3, 4, 5, 6, 7, 8].filter((k) => (mask >> k) & 1));
  return groups.sort((a, b) => a.length - b.length);
}

// The handout's sample game: the first deal, then the cards dealt as replacements, in order.
const SAMPLE_DEAL = [
  'K♠',
  '10♦',
  'J♣',
  '2♣',
  '2♥',
  '9♦',
  '3♥',
  '5♠',
  '5♦',
  '7♦',
  'Q♠',
  'A♠',
  '9♣',
  '7♣',
  '10♠',
  '3♣',
  '2♠',
  '9♠',
  'A♣',
  'K♦',
  '6♦',
  'K♣',
  '2♦',
  'Q♦',
];
// The plays (places), and the table after each of them.
const SAMPLE_PLAYS: [number[], string][] = [
  [[3, 5], 'K♠ 10♦ J♣ 7♦ 2♥ Q♠ 3♥ 5♠ 5♦'],
  [[0, 2, 5], 'A♠ 10♦ 9♣ 7♦ 2♥ 7♣ 3♥ 5♠ 5♦'],
  [[2, 4], 'A♠ 10♦ 10♠ 7♦ 3♣ 7♣ 3♥ 5♠ 5♦'],
  [[0, 2], '2♠ 10♦ 9♠ 7♦ 3♣ 7♣ 3♥ 5♠ 5♦'],
  [[0, 2], 'A♣ 10♦ K♦ 7♦ 3♣ 7♣ 3♥ 5♠ 5♦'],
  [[0, 1], '6♦ K♣ K♦ 7♦ 3♣ 7♣ 3♥ 5♠ 5♦'],
  [[0, 8], '2♦ K♣ K♦ 7♦ 3♣ 7♣ 3♥ 5♠ Q♦'],
];

// Question 1 of Activity 6: the only plays are 5♠ 6♣ (places 0 and 3) and 6♣ 5♣ (places 3 and 7).
const QUESTION_TABLE = ['5♠', '4♥', '2♦', '6♣', 'A♠', 'J♥', 'K♦', '5♣', '2♠'];
// Tables with one kind of play only.
const PAIR_ONLY = ['4♠', '7♥', '2♦', '2♣', '3♥', '3♠', 'J♦', 'Q♣', 'Q♥']; // 4 + 7; no king
const JQK_ONLY = ['J♠', '2♣', 'Q♥', '3♥', '4♠', 'K♦', '5♦', '10♣', '10♥']; // no pair worth 11
const FACES = ['J♠', 'J♥', 'Q♦', 'Q♣', 'K♠', 'K♥', '10♦', 'A♣', '9♠'];

describe('ElevensBoard', () => {
  it('sample_game_every_play_is_legal_before_it_is_made', () => {
    const board = dealt(SAMPLE_DEAL);
    for (const [play, after] of SAMPLE_PLAYS) {
      const before = tableOf(board).join(' ');
      expect(board.isLegal(play), `isLegal([${play.join(', ')}]) on the table ${before}`).toBe(true);
      board.replaceSelectedCards(play);
      expect(tableOf(board).join(' '), `the table after playing places ${play.join(', ')}`).toBe(after);
    }
  });

  it('sample_game_offers_a_play_before_each_move', () => {
    const board = dealt(SAMPLE_DEAL);
    for (const [play] of SAMPLE_PLAYS) {
      expect(board.anotherPlayIsPossible(), `anotherPlayIsPossible() on the table ${tableOf(board).join(' ')}`).toBe(
        true,
      );
      board.replaceSelectedCards(play);
    }
  });

  it('sample_game_ends_with_no_play_possible', () => {
    const board = dealt(SAMPLE_DEAL);
    for (const [play] of SAMPLE_PLAYS) board.replaceSelectedCards(play);
    expect(
      board.anotherPlayIsPossible(),
      'anotherPlayIsPossible() on 2♦ K♣ K♦ 7♦ 3♣ 7♣ 3♥ 5♠ Q♦ (no pair worth 11, no jack)',
    ).toBe(false);
    expect(board.gameIsWon(), 'the sample game is lost, not won').toBe(false);
  });

  it('question_board_pairs_worth_11_are_legal', () => {
    const board = dealt(QUESTION_TABLE);
    expect(board.isLegal([0, 3]), 'isLegal: 5♠ and 6♣').toBe(true);
    expect(board.isLegal([3, 7]), 'isLegal: 6♣ and 5♣').toBe(true);
  });

  it('question_board_has_no_other_legal_group', () => {
    const board = dealt(QUESTION_TABLE);
    const legal = everyGroup().filter((group) => board.isLegal(group));
    expect(legal, 'every group of places isLegal accepts on 5♠ 4♥ 2♦ 6♣ A♠ J♥ K♦ 5♣ 2♠').toEqual([
      [0, 3],
      [3, 7],
    ]);
  });

  it('a_ten_and_an_ace_are_worth_11', () => {
    const board = dealt(FACES);
    expect(board.isLegal([6, 7]), 'isLegal: 10♦ and A♣ (an ace is worth 1)').toBe(true);
  });

  it('a_pair_is_legal_in_either_order', () => {
    const board = dealt(PAIR_ONLY);
    expect(board.isLegal([0, 1]), 'isLegal([0, 1]): 4♠ and 7♥').toBe(true);
    expect(board.isLegal([1, 0]), 'isLegal([1, 0]): 7♥ and 4♠').toBe(true);
  });

  it('pairs_not_worth_11_are_not_legal', () => {
    const board = dealt(PAIR_ONLY);
    expect(board.isLegal([0, 5]), 'isLegal: 4♠ and 3♠ are worth 7').toBe(false);
    expect(board.isLegal([1, 4]), 'isLegal: 7♥ and 3♥ are worth 10').toBe(false);
    expect(board.isLegal([0, 0]), 'isLegal: the same place twice is not a pair').toBe(false);
  });

  it('face_cards_never_form_an_11_pair', () => {
    const board = dealt(FACES);
    for (let face = 0; face < 6; face++) {
      for (let other = 0; other < 9; other++) {
        if (other === face) continue;
        expect(
          board.isLegal([face, other]),
          `isLegal: ${FACES[face]} and ${FACES[other]} (jacks, queens and kings are worth 0)`,
        ).toBe(false);
      }
    }
  });

  it('a_jack_a_queen_and_a_king_are_legal_in_any_order', () => {
    const board = dealt(FACES);
    for (const group of [
      [0, 2, 4],
      [4, 2, 0],
      [2, 5, 1],
      [5, 3, 0],
      [3, 0, 5],
    ]) {
      expect(board.isLegal(group), `isLegal: ${group.map((k) => FACES[k]).join(' ')}`).toBe(true);
    }
  });

  it('three_face_cards_without_one_of_each_rank_are_not_legal', () => {
    const board = dealt(FACES);
    expect(board.isLegal([0, 1, 4]), 'isLegal: J♠ J♥ K♠ (two jacks and a king)').toBe(false);
    expect(board.isLegal([2, 3, 5]), 'isLegal: Q♦ Q♣ K♥ (no jack)').toBe(false);
    expect(board.isLegal([0, 4, 5]), 'isLegal: J♠ K♠ K♥ (no queen)').toBe(false);
  });

  it('selections_of_0_1_or_4_cards_are_not_legal', () => {
    const board = dealt(FACES);
    expect(board.isLegal([]), 'isLegal of an empty selection').toBe(false);
    expect(board.isLegal([4]), 'isLegal of a king alone').toBe(false);
    expect(board.isLegal([0, 2, 4, 6]), 'isLegal: J♠ Q♦ K♠ 10♦ (a jack-queen-king plus a fourth card)').toBe(false);
    expect(board.isLegal([6, 7, 8, 1]), 'isLegal: 10♦ A♣ 9♠ J♥ (a pair worth 11 among four cards)').toBe(false);
  });

  it('three_cards_holding_an_11_pair_are_not_legal', () => {
    const board = dealt(QUESTION_TABLE);
    expect(board.isLegal([0, 3, 8]), 'isLegal: 5♠ 6♣ 2♠ (a pair worth 11 plus a third card)').toBe(false);
    expect(board.isLegal([0, 3, 5]), 'isLegal: 5♠ 6♣ J♥').toBe(false);
  });

  it('another_play_is_possible_with_only_a_pair_on_the_table', () => {
    expect(
      dealt(PAIR_ONLY).anotherPlayIsPossible(),
      `anotherPlayIsPossible() on ${PAIR_ONLY.join(' ')} (4♠ and 7♥)`,
    ).toBe(true);
  });

  it('another_play_is_possible_with_only_a_jqk_on_the_table', () => {
    expect(dealt(JQK_ONLY).anotherPlayIsPossible(), `anotherPlayIsPossible() on ${JQK_ONLY.join(' ')} (J♠ Q♥ K♦)`).toBe(
      true,
    );
  });

  it('no_play_is_possible_without_a_pair_or_a_jqk', () => {
    const table = ['2♠', 'K♣', 'K♦', '7♦', '3♣', '7♣', '3♥', '10♠', 'Q♦'];
    expect(dealt(table).anotherPlayIsPossible(), `anotherPlayIsPossible() on ${table.join(' ')}`).toBe(false);
  });

  it('empty_places_are_ignored_by_isLegal', () => {
    // 5♠ 6♥ J♣ Q♦ K♥ 2♠ 2♥ 3♣ 3♦, then the deck runs out and places 1 (6♥) and 4 (K♥) become empty.
    const board = withEmptyPlaces(dealt(['5♠', '6♥', 'J♣', 'Q♦', 'K♥', '2♠', '2♥', '3♣', '3♦']), [1, 4]);
    expect(board.isLegal([0, 1]), 'isLegal: 5♠ and an empty place').toBe(false);
    expect(board.isLegal([2, 3, 4]), 'isLegal: J♣ Q♦ and an empty place').toBe(false);
    expect(board.isLegal([5, 7]), 'isLegal: 2♠ and 3♣ (worth 5) on a table with empty places').toBe(false);
  });

  it('empty_places_are_ignored_by_anotherPlayIsPossible', () => {
    const lost = withEmptyPlaces(dealt(['5♠', '6♥', 'J♣', 'Q♦', 'K♥', '2♠', '2♥', '3♣', '3♦']), [1, 4]);
    expect(lost.anotherPlayIsPossible(), 'anotherPlayIsPossible() on 5♠ null J♣ Q♦ null 2♠ 2♥ 3♣ 3♦').toBe(false);
    const stillPlayable = withEmptyPlaces(dealt(['5♠', '6♥', 'J♣', 'Q♦', 'K♥', '2♠', '2♥', '3♣', '3♦']), [0, 8]);
    expect(
      stillPlayable.anotherPlayIsPossible(),
      'anotherPlayIsPossible() on null 6♥ J♣ Q♦ K♥ 2♠ 2♥ 3♣ null (J♣ Q♦ K♥)',
    ).toBe(true);
  });

  it('an_empty_table_offers_no_play', () => {
    const board = withEmptyPlaces(dealt(QUESTION_TABLE), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(board.anotherPlayIsPossible(), 'anotherPlayIsPossible() with no card on the table').toBe(false);
  });
});
