import { describe, expect, it } from 'vitest';
import { ThirteensBoard } from '../../../../solutions/elevens/11-simulation/ThirteensBoard.ts';
import { riggedBoard, simulationSpec, tableOf } from '../shared/playing.ts';

/** A board dealing exactly these cards first: places 0 to 9, then the replacements in order. */
const rigged = (...labels: string[]) => riggedBoard(ThirteensBoard, labels);

// Places: 0 6♠, 1 K♥, 2 Q♣, 3 7♦, 4 A♠, 5 K♣, 6 J♦, 7 2♥, 8 5♠, 9 4♣.
// Pairs worth 13 in table order: 6+7 (0, 3), Q+A (2, 4), J+2 (6, 7); kings at 1 and 5.
const T1 = ['6♠', 'K♥', 'Q♣', '7♦', 'A♠', 'K♣', 'J♦', '2♥', '5♠', '4♣'];
const ALL = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const REVERSED = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0];
// No pair worth 13 (the largest sum is 5 + 4); kings at 3 and 7.
const T2 = ['A♠', 'A♥', '2♠', 'K♦', '2♥', '3♠', '3♥', 'K♠', '4♠', '5♥'];

describe('ThirteensBoard (simulation)', () => {
  it('findPairSum13_returns_the_first_pair_in_table_order', () => {
    expect(rigged(...T1).findPairSum13(ALL), 'findPairSum13([0..9]) on 6♠ K♥ Q♣ 7♦ A♠ K♣ J♦ 2♥ 5♠ 4♣').toEqual([0, 3]);
  });

  it('findPairSum13_follows_the_order_of_the_selected_places', () => {
    const board = rigged(...T1);
    expect(board.findPairSum13(REVERSED), 'findPairSum13([9..0]): 2♥ (place 7) meets J♦ (place 6) first').toEqual([
      7, 6,
    ]);
    expect(board.findPairSum13([2, 6, 4, 7]), 'findPairSum13([2, 6, 4, 7]): Q♣ pairs with A♠').toEqual([2, 4]);
  });

  it('findPairSum13_never_pairs_a_king', () => {
    const board = rigged(...T1);
    expect(board.findPairSum13([1, 5]), 'findPairSum13 of K♥ and K♣').toEqual([]);
    expect(board.findPairSum13([1, 2, 8]), 'findPairSum13 of K♥, Q♣ and 5♠').toEqual([]);
  });

  it('findPairSum13_returns_an_empty_list_without_a_pair', () => {
    const board = rigged(...T1);
    expect(board.findPairSum13([8, 9, 0]), 'findPairSum13 of 5♠, 4♣ and 6♠').toEqual([]);
    expect(board.findPairSum13([]), 'findPairSum13([])').toEqual([]);
  });

  it('findKing_returns_only_the_first_king', () => {
    expect(rigged(...T1).findKing(ALL), 'findKing([0..9]) with kings at 1 and 5').toEqual([1]);
  });

  it('findKing_follows_the_order_of_the_selection', () => {
    expect(rigged(...T1).findKing(REVERSED), 'findKing([9..0]) with kings at 1 and 5').toEqual([5]);
  });

  it('findKing_returns_an_empty_list_without_a_king', () => {
    const board = rigged(...T1);
    expect(board.findKing([0, 2, 3, 6]), 'findKing of 6♠ Q♣ 7♦ J♦').toEqual([]);
    expect(board.findKing([]), 'findKing([])').toEqual([]);
  });

  it('playIfPossible_prefers_a_13_pair_to_a_king', () => {
    const board = rigged(...T1, '8♠', '8♥');
    expect(board.playIfPossible(), 'playIfPossible on a table with pairs and kings').toBe(true);
    expect(tableOf(board), 'the pair 6♠ + 7♦ goes first, replaced by 8♠ and 8♥; the kings stay').toEqual([
      '8♠',
      'K♥',
      'Q♣',
      '8♥',
      'A♠',
      'K♣',
      'J♦',
      '2♥',
      '5♠',
      '4♣',
    ]);
    expect(board.deckSize(), 'cards left in the deck after one pair: 42 - 2').toBe(40);
  });

  it('playIfPossible_removes_one_king_when_there_is_no_pair', () => {
    const board = rigged(...T2, '6♦');
    expect(board.playIfPossible(), 'playIfPossible on a table with two kings and no pair').toBe(true);
    expect(tableOf(board), 'only the first king (place 3) goes, replaced by 6♦').toEqual([
      'A♠',
      'A♥',
      '2♠',
      '6♦',
      '2♥',
      '3♠',
      '3♥',
      'K♠',
      '4♠',
      '5♥',
    ]);
    expect(board.deckSize(), 'cards left in the deck after one king: 42 - 1').toBe(41);
  });

  it('playIfPossible_returns_false_and_changes_nothing_when_no_play_is_possible', () => {
    const board = rigged('A♠', 'A♥', '2♠', '2♥', '3♠', '3♥', '4♠', '4♥', '5♠', '6♠');
    const before = tableOf(board);
    expect(board.playIfPossible(), 'playIfPossible on A A 2 2 3 3 4 4 5 6').toBe(false);
    expect(tableOf(board), 'the table after a call that found nothing').toEqual(before);
    expect(board.deckSize(), 'the deck after a call that found nothing').toBe(42);
  });

  simulationSpec('thirteens', ThirteensBoard);
});
