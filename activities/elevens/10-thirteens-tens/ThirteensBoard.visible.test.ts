// Public tests: `cardlab check elevens/10` runs them. The grader's hidden tests check more.
import { describe, expect, it } from 'vitest';
import { ThirteensBoard } from './ThirteensBoard.ts';
import { RANKS, SUITS } from '../09-elevens-board/ElevensBoard.ts';
import { riggedRandom } from '../shared/riggedRandom.ts';

// Places 0 to 9 hold these cards, in this order.
const board = () =>
  new ThirteensBoard(riggedRandom(RANKS, SUITS, ['K♠', '4♥', '9♣', '6♦', '2♠', 'A♥', '3♣', '5♠', '2♦', 'A♣']));

describe('ThirteensBoard (public)', () => {
  it('a_king_can_be_removed_on_its_own', () => {
    expect(board().isLegal([0])).toBe(true);
  });

  it('a_4_and_a_9_make_13', () => {
    expect(board().isLegal([1, 2])).toBe(true);
    expect(board().isLegal([1, 3])).toBe(false);
  });

  it('a_table_with_a_king_still_has_a_play', () => {
    expect(board().anotherPlayIsPossible()).toBe(true);
  });
});
