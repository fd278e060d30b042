// Public tests: `cardlab check elevens/10` runs them. The grader's hidden tests check more.
import { describe, expect, it } from 'vitest';
import { TensBoard } from './TensBoard.ts';
import { RANKS, SUITS } from '../09-elevens-board/ElevensBoard.ts';
import { riggedRandom } from '../shared/riggedRandom.ts';

// Places 0 to 12 hold these cards, in this order.
const board = () =>
  new TensBoard(
    riggedRandom(RANKS, SUITS, ['Q♠', 'Q♥', 'Q♦', 'Q♣', '6♠', '4♥', 'A♠', 'A♥', '2♠', '2♥', '3♠', '3♥', 'J♠']),
  );

describe('TensBoard (public)', () => {
  it('a_6_and_a_4_make_10', () => {
    expect(board().isLegal([4, 5])).toBe(true);
    expect(board().isLegal([4, 6])).toBe(false);
  });

  it('all_four_queens_can_be_removed_together', () => {
    expect(board().isLegal([0, 1, 2, 3])).toBe(true);
  });

  it('a_table_with_a_pair_worth_10_still_has_a_play', () => {
    expect(board().anotherPlayIsPossible()).toBe(true);
  });
});
