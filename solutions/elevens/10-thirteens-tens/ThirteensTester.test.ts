// Reference student tests for ThirteensBoard: they pass on the reference and catch every buggy ThirteensBoard.
import { describe, expect, it } from 'vitest';
import { ThirteensBoard } from './ThirteensBoard.ts';
import { RANKS, SUITS } from '../09-elevens-board/ElevensBoard.ts';
import { riggedRandom } from '../shared/riggedRandom.ts';

const table = (...labels: string[]) => new ThirteensBoard(riggedRandom(RANKS, SUITS, labels));

describe('ThirteensTester', () => {
  // Places:          0     1     2     3     4     5     6     7     8     9
  const cards = () => table('K♣', '6♠', '7♠', 'Q♥', 'A♥', 'J♦', '2♦', '5♣', '3♠', '8♥');

  it('a_king_alone_is_legal_but_not_another_card_alone', () => {
    const board = cards();
    expect(board.isLegal([0])).toBe(true);
    expect(board.isLegal([3])).toBe(false);
  });

  it('pairs_worth_13_are_legal_including_face_cards', () => {
    const board = cards();
    expect(board.isLegal([1, 2])).toBe(true); // 6 + 7
    expect(board.isLegal([3, 4])).toBe(true); // Q + A = 12 + 1
    expect(board.isLegal([6, 5])).toBe(true); // 2 + J = 2 + 11
  });

  it('pairs_not_worth_13_and_pairs_with_a_king_are_not_legal', () => {
    const board = cards();
    expect(board.isLegal([1, 7])).toBe(false); // 6 + 5 = 11
    expect(board.isLegal([8, 9])).toBe(false); // 3 + 8 = 11
    expect(board.isLegal([0, 3])).toBe(false); // K + Q
    expect(board.isLegal([0, 1, 2])).toBe(false);
    expect(board.isLegal([])).toBe(false);
  });

  it('another_play_is_possible_finds_kings_and_face_card_pairs', () => {
    expect(table('A♠', 'A♥', '2♠', '2♥', '3♠', '3♥', '4♠', '4♥', '5♠', 'K♠').anotherPlayIsPossible()).toBe(true);
    expect(table('A♠', 'Q♠', '2♠', '2♥', '3♠', '3♥', '4♠', '4♥', '5♠', '5♥').anotherPlayIsPossible()).toBe(true);
  });

  it('no_play_is_possible_on_a_dead_table', () => {
    expect(table('A♠', 'A♥', '2♠', '2♥', '3♠', '3♥', '4♠', '4♥', '5♠', '6♠').anotherPlayIsPossible()).toBe(false);
  });
});
