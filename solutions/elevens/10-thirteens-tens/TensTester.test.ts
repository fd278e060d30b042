// Reference student tests for TensBoard: they pass on the reference and catch every buggy TensBoard.
import { describe, expect, it } from 'vitest';
import { TensBoard } from './TensBoard.ts';
import { RANKS, SUITS } from '../09-elevens-board/ElevensBoard.ts';
import { riggedRandom } from '../shared/riggedRandom.ts';

const table = (...labels: string[]) => new TensBoard(riggedRandom(RANKS, SUITS, labels));

describe('TensTester', () => {
  // Places:          0     1     2     3     4     5     6      7     8     9     10    11    12
  const kings = () => table('K♠', 'K♥', 'K♦', 'K♣', '2♠', '2♥', '2♦', '2♣', '10♠', 'J♥', '3♠', '7♥', '5♦');

  it('pairs_worth_10_are_legal', () => {
    const board = kings();
    expect(board.isLegal([10, 11])).toBe(true); // 3 + 7
  });

  it('a_10_and_a_jack_are_not_a_pair', () => {
    expect(kings().isLegal([8, 9])).toBe(false);
  });

  it('only_all_four_cards_of_a_quartet_rank_are_legal', () => {
    const board = kings();
    expect(board.isLegal([0, 1, 2, 3])).toBe(true);
    expect(board.isLegal([0, 1, 2])).toBe(false);
    expect(board.isLegal([4, 5, 6, 7])).toBe(false); // four 2s
    expect(board.isLegal([0, 1, 2, 8])).toBe(false);
  });

  it('another_play_is_possible_with_only_a_quartet', () => {
    expect(
      table('K♠', 'K♥', 'K♦', 'K♣', 'A♠', 'A♥', '2♠', '2♥', '3♠', '3♥', '4♠', '4♥', 'J♠').anotherPlayIsPossible(),
    ).toBe(true);
  });

  it('no_play_is_possible_with_three_kings_four_2s_or_a_10_beside_a_jack', () => {
    expect(
      table('K♠', 'K♥', 'K♦', 'A♠', 'A♥', '2♠', '2♥', '3♠', '3♥', '4♠', '4♥', 'J♠', 'Q♠').anotherPlayIsPossible(),
    ).toBe(false);
    expect(
      table('2♠', '2♥', '2♦', '2♣', 'A♠', 'A♥', '3♠', '3♥', '4♠', '4♥', 'J♠', 'Q♠', 'K♠').anotherPlayIsPossible(),
    ).toBe(false);
    expect(
      table('10♠', 'J♠', 'A♠', 'A♥', '2♠', '2♥', '3♠', '3♥', '4♠', '4♥', 'Q♠', 'K♠', 'Q♥').anotherPlayIsPossible(),
    ).toBe(false);
  });
});
