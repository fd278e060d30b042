// Reference student tests: the standard a student's BoardTester is compared with (`cardlab verify`
// proves they pass on the reference and catch every buggy Board).
import { describe, expect, it } from 'vitest';
import { Board } from './Board.ts';
import { ScriptedRandom, type RandomSource } from '../../shared/RandomSource.ts';
import { riggedRandom } from '../shared/riggedRandom.ts';

const RANKS = ['ace', '2', '3'];
const SUITS = ['spades', 'hearts'];

/** A made-up game to test Board with: 3 places and a 6-card deck. */
class SmallBoard extends Board {
  constructor(random: RandomSource) {
    super(3, RANKS, SUITS, [1, 2, 3], random);
  }

  override isLegal(selectedCards: readonly number[]): boolean {
    return selectedCards.length === 1;
  }

  override anotherPlayIsPossible(): boolean {
    return !this.isEmpty();
  }
}

/** The deck deals A♠ 2♥ 3♠ onto the table, then 2♠ A♥ 3♥. */
const smallBoard = () => new SmallBoard(riggedRandom(RANKS, SUITS, ['A♠', '2♥', '3♠', '2♠', 'A♥', '3♥']));
const ranksOnTable = (board: Board) => [0, 1, 2].map((k) => board.cardAt(k)?.rank() ?? null);

describe('BoardTester', () => {
  it('a_new_board_has_a_full_table', () => {
    const board = smallBoard();
    expect(ranksOnTable(board)).toEqual(['ace', '2', '3']);
    expect(board.cardIndexes()).toEqual([0, 1, 2]);
    expect(board.deckSize()).toBe(3);
  });

  it('replacing_cards_deals_into_the_selected_places', () => {
    const board = smallBoard();
    board.replaceSelectedCards([2, 1]);
    expect(ranksOnTable(board)).toEqual(['ace', 'ace', '2']);
  });

  it('empty_places_once_the_deck_is_used_up', () => {
    const board = smallBoard();
    board.replaceSelectedCards([0, 1, 2]);
    board.replaceSelectedCards([1]);
    expect(board.cardAt(1)).toBeNull();
    expect(board.cardIndexes()).toEqual([0, 2]);
    expect(board.toString()).toBe('0: 2 of spades (point value = 2)\n1: null\n2: 3 of hearts (point value = 3)\n');
  });

  it('the_game_is_won_only_with_an_empty_deck_and_table', () => {
    const board = smallBoard();
    board.replaceSelectedCards([0, 1, 2]);
    expect(board.gameIsWon()).toBe(false);
    board.replaceSelectedCards([0, 1, 2]);
    expect(board.isEmpty()).toBe(true);
    expect(board.gameIsWon()).toBe(true);
  });

  it('a_new_game_starts_with_a_full_deck', () => {
    // Any numbers in range will do for the shuffles: 5 for the first one, 5 for the one newGame makes.
    const board = new SmallBoard(new ScriptedRandom([0, 0, 0, 0, 0, 1, 1, 1, 1, 1]));
    board.replaceSelectedCards([0, 1, 2]);
    board.newGame();
    expect(board.deckSize()).toBe(3);
    expect(board.cardIndexes()).toEqual([0, 1, 2]);
  });
});
