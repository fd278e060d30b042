import { describe, expect, it } from 'vitest';
import { TensBoard } from '../../../../solutions/elevens/11-simulation/TensBoard.ts';
import { riggedBoard, simulationSpec, tableOf } from '../shared/playing.ts';

/** A board dealing exactly these cards first: places 0 to 12, then the replacements in order. */
const rigged = (...labels: string[]) => riggedBoard(TensBoard, labels);

// Places: 0 K♠, 1 3♥, 2 K♥, 3 10♠, 4 K♦, 5 7♣, 6 10♥, 7 K♣, 8 10♦, 9 A♠, 10 10♣, 11 9♦, 12 2♠.
// Pairs worth 10 in table order: 3+7 (1, 5), A+9 (9, 11). Four kings (0, 2, 4, 7) and four 10s (3, 6, 8, 10).
const N1 = ['K♠', '3♥', 'K♥', '10♠', 'K♦', '7♣', '10♥', 'K♣', '10♦', 'A♠', '10♣', '9♦', '2♠'];
const ALL = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const REVERSED = [...ALL].reverse();
// Places: 0-3 the four 2s, 4 5♠, 5 A♠, 6 A♥, 7 3♠, 8 3♥, 9 4♠, 10 J♠, 11 5♥, 12 Q♠. The only pair is 5+5.
const N2 = ['2♠', '2♥', '2♦', '2♣', '5♠', 'A♠', 'A♥', '3♠', '3♥', '4♠', 'J♠', '5♥', 'Q♠'];

describe('TensBoard (simulation)', () => {
  it('findPairSum10_returns_the_first_pair_in_table_order', () => {
    expect(
      rigged(...N1).findPairSum10(ALL),
      'findPairSum10([0..12]) on K♠ 3♥ K♥ 10♠ K♦ 7♣ 10♥ K♣ 10♦ A♠ 10♣ 9♦ 2♠',
    ).toEqual([1, 5]);
  });

  it('findPairSum10_follows_the_order_of_the_selected_places', () => {
    expect(
      rigged(...N1).findPairSum10(REVERSED),
      'findPairSum10([12..0]): 9♦ (place 11) meets A♠ (place 9) first',
    ).toEqual([11, 9]);
  });

  it('findPairSum10_pairs_two_fives', () => {
    expect(rigged(...N2).findPairSum10(ALL), 'findPairSum10 on 2 2 2 2 5♠ A A 3 3 4 J 5♥ Q').toEqual([4, 11]);
  });

  it('findPairSum10_returns_an_empty_list_without_a_pair', () => {
    const board = rigged(...N1);
    expect(
      board.findPairSum10([0, 2, 3, 4, 12]),
      'findPairSum10 of K♠ K♥ 10♠ K♦ 2♠ (10s and faces are worth 0)',
    ).toEqual([]);
    expect(board.findPairSum10([]), 'findPairSum10([])').toEqual([]);
  });

  it('findQuartet_tries_the_10s_before_the_kings', () => {
    expect(
      rigged(...N1).findQuartet(ALL),
      'findQuartet([0..12]) with four kings and four 10s: the 10s are tried first',
    ).toEqual([3, 6, 8, 10]);
  });

  it('findQuartet_lists_the_places_in_the_order_of_the_selection', () => {
    const board = rigged(...N1);
    expect(board.findQuartet(REVERSED), 'findQuartet([12..0])').toEqual([10, 8, 6, 3]);
    expect(board.findQuartet([7, 4, 2, 0, 1]), 'findQuartet([7, 4, 2, 0, 1]): the four kings').toEqual([7, 4, 2, 0]);
  });

  it('findQuartet_needs_all_four_cards_of_the_rank', () => {
    expect(rigged(...N1).findQuartet([0, 2, 4, 3, 6, 8]), 'findQuartet of three kings and three 10s').toEqual([]);
  });

  it('findQuartet_ignores_four_cards_of_a_number_rank', () => {
    expect(rigged(...N2).findQuartet(ALL), 'findQuartet on a table holding all four 2s').toEqual([]);
  });

  it('playIfPossible_prefers_a_10_pair_to_a_quartet', () => {
    const board = rigged(...N1, '4♥', '4♦');
    expect(board.playIfPossible(), 'playIfPossible on a table with pairs and quartets').toBe(true);
    expect(tableOf(board), 'the pair 3♥ + 7♣ goes first, replaced by 4♥ and 4♦').toEqual([
      'K♠',
      '4♥',
      'K♥',
      '10♠',
      'K♦',
      '4♦',
      '10♥',
      'K♣',
      '10♦',
      'A♠',
      '10♣',
      '9♦',
      '2♠',
    ]);
    expect(board.deckSize(), 'cards left in the deck after one pair: 39 - 2').toBe(37);
  });

  it('playIfPossible_removes_a_quartet_when_there_is_no_pair', () => {
    const board = rigged(
      'K♠',
      'A♠',
      'K♥',
      'A♥',
      'K♦',
      '2♠',
      '2♥',
      'K♣',
      '3♠',
      '3♥',
      '4♠',
      '4♥',
      'J♠',
      '5♠',
      '6♠',
      '7♠',
      '8♠',
    );
    expect(board.playIfPossible(), 'playIfPossible on a table whose only play is the four kings').toBe(true);
    expect(tableOf(board), 'the kings at 0, 2, 4 and 7 replaced, in that order, by 5♠ 6♠ 7♠ 8♠').toEqual([
      '5♠',
      'A♠',
      '6♠',
      'A♥',
      '7♠',
      '2♠',
      '2♥',
      '8♠',
      '3♠',
      '3♥',
      '4♠',
      '4♥',
      'J♠',
    ]);
    expect(board.deckSize(), 'cards left in the deck after one quartet: 39 - 4').toBe(35);
  });

  it('playIfPossible_returns_false_and_changes_nothing_when_no_play_is_possible', () => {
    const board = rigged('A♠', 'A♥', '2♠', '2♥', '3♠', '3♥', '4♠', '4♥', 'K♠', 'K♥', 'K♦', 'Q♠', 'J♠');
    const before = tableOf(board);
    expect(board.playIfPossible(), 'playIfPossible on A A 2 2 3 3 4 4 K K K Q J').toBe(false);
    expect(tableOf(board), 'the table after a call that found nothing').toEqual(before);
    expect(board.deckSize(), 'the deck after a call that found nothing').toBe(39);
  });

  simulationSpec('tens', TensBoard);
});
