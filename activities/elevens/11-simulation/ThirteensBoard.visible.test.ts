// Public tests: `cardlab check elevens/11` runs them. The grader's hidden tests check more.
import { describe, expect, it } from 'vitest';
import { ThirteensBoard } from './ThirteensBoard.ts';
import { RANKS, SUITS } from '../09-elevens-board/ElevensBoard.ts';
import { riggedRandom } from '../shared/riggedRandom.ts';

// Places 0 to 9 hold these cards; the deck deals 9♣ next.
const board = () =>
  new ThirteensBoard(riggedRandom(RANKS, SUITS, ['A♠', '2♠', 'K♥', '3♠', '4♥', 'A♦', '2♦', '3♣', '5♠', '5♦', '9♣']));

describe('ThirteensBoard (public)', () => {
  it('findKing_finds_the_king', () => {
    expect(board().findKing([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([2]);
  });

  it('findPairSum13_finds_nothing_on_small_cards', () => {
    expect(board().findPairSum13([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([]);
  });

  it('playIfPossible_replaces_the_king', () => {
    const b = board();
    expect(b.playIfPossible()).toBe(true);
    expect(b.cardAt(2)?.rank()).toBe('9');
  });
});
