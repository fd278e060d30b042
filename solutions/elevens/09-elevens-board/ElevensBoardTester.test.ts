// Reference student tests: the standard a student's ElevensBoardTester is compared with (`cardlab verify`
// proves they pass on the reference and catch every buggy ElevensBoard).
import { describe, expect, it } from 'vitest';
import { ElevensBoard, RANKS, SUITS } from './ElevensBoard.ts';
import { riggedRandom } from '../shared/riggedRandom.ts';

/** A board whose deck deals these cards first (the first nine make the table). */
const boardOf = (...labels: string[]) => new ElevensBoard(riggedRandom(RANKS, SUITS, labels));

describe('ElevensBoardTester', () => {
  // Places:            0     1     2     3     4     5     6      7     8
  const table = () => boardOf('J♠', 'J♥', 'Q♦', 'K♣', '10♦', 'A♣', '5♠', '6♥', '2♣');

  it('pairs_worth_11_are_legal', () => {
    expect(table().isLegal([4, 5])).toBe(true);
    expect(table().isLegal([7, 6])).toBe(true);
  });

  it('other_pairs_are_not_legal', () => {
    expect(table().isLegal([4, 0])).toBe(false); // 10 and a jack
    expect(table().isLegal([6, 8])).toBe(false); // 5 + 2
  });

  it('a_jack_a_queen_and_a_king_are_legal_but_two_jacks_and_a_king_are_not', () => {
    expect(table().isLegal([3, 0, 2])).toBe(true);
    expect(table().isLegal([0, 1, 3])).toBe(false);
  });

  it('only_two_or_three_cards_can_be_legal', () => {
    expect(table().isLegal([])).toBe(false);
    expect(table().isLegal([3])).toBe(false);
    expect(table().isLegal([4, 5, 8])).toBe(false); // a pair worth 11 and one more card
    expect(table().isLegal([0, 2, 3, 8])).toBe(false);
  });

  it('another_play_is_found_whether_it_is_a_pair_or_a_jqk', () => {
    expect(boardOf('4♠', '7♥', '2♦', '2♣', '3♥', '3♠', 'J♦', 'Q♣', 'Q♥').anotherPlayIsPossible()).toBe(true);
    expect(boardOf('J♠', '2♣', 'Q♥', '3♥', '4♠', 'K♦', '5♦', '10♣', '10♥').anotherPlayIsPossible()).toBe(true);
    expect(boardOf('2♦', 'K♣', 'K♦', '7♦', '3♣', '7♣', '3♥', '5♠', 'Q♦').anotherPlayIsPossible()).toBe(false);
  });

  it('empty_places_never_make_a_play', () => {
    const board = table();
    while (board.deckSize() > 0) board.deal(5);
    board.deal(5); // the deck is used up: place 5 (where A♣ was) stays empty
    expect(board.cardAt(5)).toBeNull();
    expect(board.isLegal([4, 5])).toBe(false);
    expect(board.anotherPlayIsPossible()).toBe(true); // J♠ Q♦ K♣ and 5♠ 6♥ are still there
  });
});
