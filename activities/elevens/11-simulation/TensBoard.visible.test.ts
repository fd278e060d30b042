// Public tests: `cardlab check elevens/11` runs them. The grader's hidden tests check more.
import { describe, expect, it } from 'vitest';
import { TensBoard } from './TensBoard.ts';
import { RANKS, SUITS } from '../09-elevens-board/ElevensBoard.ts';
import { riggedRandom } from '../shared/riggedRandom.ts';

// Places 0 to 12 hold these cards.
const board = () =>
  new TensBoard(
    riggedRandom(RANKS, SUITS, ['J♠', 'A♠', 'J♥', 'A♥', 'J♦', '2♠', '2♥', 'J♣', '3♠', '3♥', '4♠', '4♥', 'Q♠']),
  );

describe('TensBoard (public)', () => {
  it('findQuartet_finds_the_four_jacks', () => {
    expect(board().findQuartet([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toEqual([0, 2, 4, 7]);
  });

  it('findPairSum10_finds_nothing_when_no_two_cards_make_10', () => {
    expect(board().findPairSum10([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])).toEqual([]);
  });

  it('playIfPossible_plays_the_quartet', () => {
    const b = board();
    expect(b.playIfPossible()).toBe(true);
    expect(b.cardAt(0)?.rank()).not.toBe('jack');
  });
});
