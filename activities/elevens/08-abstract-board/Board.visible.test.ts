// Public tests: `cardlab check elevens/08` runs them. The grader's hidden tests check more.
import { describe, expect, it } from 'vitest';
import { Board } from './Board.ts';
import { riggedRandom } from '../shared/riggedRandom.ts';

const RANKS = ['ace', '2', '3'];
const SUITS = ['spades', 'hearts'];

/** A tiny game for testing: 3 places, 6 cards. */
class TinyBoard extends Board {
  constructor() {
    // The deck deals A♠ 2♥ 3♠ first, then 2♠ A♥ 3♥.
    super(3, RANKS, SUITS, [1, 2, 3], riggedRandom(RANKS, SUITS, ['A♠', '2♥', '3♠', '2♠', 'A♥', '3♥']));
  }

  override isLegal(selectedCards: readonly number[]): boolean {
    return selectedCards.length === 1;
  }

  override anotherPlayIsPossible(): boolean {
    return !this.isEmpty();
  }
}

describe('Board (public)', () => {
  it('a_new_board_deals_every_place', () => {
    const board = new TinyBoard();
    expect(board.size()).toBe(3);
    expect(board.cardAt(0)?.rank()).toBe('ace');
    expect(board.deckSize()).toBe(3);
  });

  it('a_new_board_is_neither_empty_nor_won', () => {
    const board = new TinyBoard();
    expect(board.isEmpty()).toBe(false);
    expect(board.gameIsWon()).toBe(false);
  });

  it('replacing_a_card_deals_the_next_one_into_its_place', () => {
    const board = new TinyBoard();
    board.replaceSelectedCards([1]);
    expect(board.cardAt(1)?.suit()).toBe('spades');
    expect(board.deckSize()).toBe(2);
  });
});
