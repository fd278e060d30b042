import { describe, expect, it } from 'vitest';
import { ElevensBoard } from '../../../../solutions/elevens/11-simulation/ElevensBoard.ts';
import { pinnedGames, playOut, riggedBoard, simulationSpec, tableOf } from '../shared/playing.ts';

/** A board dealing exactly these cards first: places 0 to 8, then the replacements in order. */
const rigged = (...labels: string[]) => riggedBoard(ElevensBoard, labels);

// Places: 0 5♠, 1 2♥, 2 K♦, 3 6♣, 4 9♠, 5 J♥, 6 8♦, 7 3♣, 8 Q♠.
// Pairs worth 11 in table order: 5+6 (0, 3), 2+9 (1, 4), 8+3 (6, 7); also a jack (5), a queen (8) and a king (2).
const E1 = ['5♠', '2♥', 'K♦', '6♣', '9♠', 'J♥', '8♦', '3♣', 'Q♠'];
// Places: 0 J♠, 1 K♥, 2 Q♦, 3 J♣, 4 K♠, 5 Q♥, 6 10♦, 7 7♠, 8 A♣. Two of each face; the only pair is 10+A.
const E2 = ['J♠', 'K♥', 'Q♦', 'J♣', 'K♠', 'Q♥', '10♦', '7♠', 'A♣'];
const ALL = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const REVERSED = [8, 7, 6, 5, 4, 3, 2, 1, 0];

describe('ElevensBoard (simulation)', () => {
  it('findPairSum11_returns_the_first_pair_in_table_order', () => {
    expect(rigged(...E1).findPairSum11(ALL), 'findPairSum11([0..8]) on 5♠ 2♥ K♦ 6♣ 9♠ J♥ 8♦ 3♣ Q♠').toEqual([0, 3]);
  });

  it('findPairSum11_follows_the_order_of_the_selected_places', () => {
    const board = rigged(...E1);
    expect(
      board.findPairSum11(REVERSED),
      'findPairSum11([8, 7, ..., 0]): 3♣ (place 7) meets 8♦ (place 6) first',
    ).toEqual([7, 6]);
    expect(
      board.findPairSum11([4, 6, 1, 7]),
      'findPairSum11([4, 6, 1, 7]): 9♠ pairs with 2♥, listed in the order given',
    ).toEqual([4, 1]);
  });

  it('findPairSum11_only_searches_the_selected_places', () => {
    const board = rigged(...E1);
    expect(
      board.findPairSum11([1, 6, 8]),
      'findPairSum11([1, 6, 8]) (2♥ 8♦ Q♠): the pairs elsewhere on the table do not count',
    ).toEqual([]);
    expect(board.findPairSum11([2, 3, 4, 5]), 'findPairSum11([2, 3, 4, 5]) (K♦ 6♣ 9♠ J♥)').toEqual([]);
  });

  it('findPairSum11_returns_an_empty_list_for_fewer_than_two_places', () => {
    const board = rigged(...E1);
    expect(board.findPairSum11([]), 'findPairSum11([])').toEqual([]);
    expect(board.findPairSum11([0]), 'findPairSum11([0])').toEqual([]);
  });

  it('findPairSum11_pairs_a_10_with_an_ace_and_never_pairs_face_cards', () => {
    const board = rigged(...E2);
    expect(board.findPairSum11(ALL), 'findPairSum11 on J♠ K♥ Q♦ J♣ K♠ Q♥ 10♦ 7♠ A♣').toEqual([6, 8]);
    expect(board.findPairSum11([0, 1, 2, 3, 4, 5, 7]), 'findPairSum11 on the face cards and the 7').toEqual([]);
  });

  it('findJQK_returns_the_jack_the_queen_and_the_king_in_that_order', () => {
    const board = rigged(...E1);
    expect(board.findJQK(ALL), 'findJQK([0..8]) with J♥ at 5, Q♠ at 8, K♦ at 2').toEqual([5, 8, 2]);
    expect(board.findJQK(REVERSED), 'findJQK([8..0]): still jack, queen, king').toEqual([5, 8, 2]);
  });

  it('findJQK_takes_the_first_of_each_rank_in_the_order_of_the_selection', () => {
    const board = rigged(...E2);
    expect(board.findJQK(ALL), 'findJQK([0..8]) with jacks at 0 and 3, kings at 1 and 4, queens at 2 and 5').toEqual([
      0, 2, 1,
    ]);
    expect(board.findJQK(REVERSED), 'findJQK([8..0]): the first jack, queen and king met going backwards').toEqual([
      3, 5, 4,
    ]);
  });

  it('findJQK_returns_an_empty_list_when_a_rank_is_missing', () => {
    expect(rigged(...E2).findJQK([0, 1, 3, 4]), 'findJQK of J♠ K♥ J♣ K♠ (no queen)').toEqual([]);
    expect(rigged(...E1).findJQK([5, 8, 0, 1]), 'findJQK of J♥ Q♠ 5♠ 2♥ (no king)').toEqual([]);
    expect(rigged(...E1).findJQK([]), 'findJQK([])').toEqual([]);
  });

  it('playIfPossible_removes_the_first_11_pair_and_deals_into_its_places', () => {
    const board = rigged(...E1, '7♠', '7♥');
    expect(board.playIfPossible(), 'playIfPossible on a table with three 11-pairs').toBe(true);
    expect(tableOf(board), 'the table after the play: 5♠ (0) and 6♣ (3) replaced by 7♠ and 7♥').toEqual([
      '7♠',
      '2♥',
      'K♦',
      '7♥',
      '9♠',
      'J♥',
      '8♦',
      '3♣',
      'Q♠',
    ]);
    expect(board.deckSize(), 'cards left in the deck after one pair: 43 - 2').toBe(41);
  });

  it('playIfPossible_prefers_an_11_pair_to_a_jack_queen_king', () => {
    const board = rigged(...E2, '2♠', '3♠', '4♠');
    expect(board.playIfPossible(), 'playIfPossible on a table with both kinds of play').toBe(true);
    expect(tableOf(board), 'the pair 10♦ + A♣ goes first; the faces stay').toEqual([
      'J♠',
      'K♥',
      'Q♦',
      'J♣',
      'K♠',
      'Q♥',
      '2♠',
      '7♠',
      '3♠',
    ]);
  });

  it('playIfPossible_removes_a_jack_queen_and_king_when_there_is_no_pair', () => {
    const board = rigged('K♠', 'A♥', 'Q♦', 'A♣', '2♠', 'J♥', '2♦', '3♣', '3♥', '4♠', '5♠', '6♠');
    expect(board.playIfPossible(), 'playIfPossible on a table whose only play is J♥ Q♦ K♠').toBe(true);
    expect(tableOf(board), 'replaceSelectedCards gets the places jack, queen, king: 5, 2, 0').toEqual([
      '6♠',
      'A♥',
      '5♠',
      'A♣',
      '2♠',
      '4♠',
      '2♦',
      '3♣',
      '3♥',
    ]);
    expect(board.deckSize(), 'cards left in the deck after one triple: 43 - 3').toBe(40);
  });

  it('playIfPossible_returns_false_and_changes_nothing_when_no_play_is_possible', () => {
    const board = rigged('A♠', 'A♥', '2♠', '2♥', '3♠', '3♥', 'J♠', 'Q♠', '4♦');
    const before = tableOf(board);
    expect(board.playIfPossible(), 'playIfPossible on A A 2 2 3 3 J Q 4 (no pair, no king)').toBe(false);
    expect(tableOf(board), 'the table after a call that found nothing').toEqual(before);
    expect(board.deckSize(), 'the deck after a call that found nothing').toBe(43);
  });

  it('playIfPossible_returns_true_for_a_play_that_ends_the_game', () => {
    const board = rigged('A♠', 'A♥', '2♠', '2♥', '3♠', '3♥', 'J♠', 'Q♠', '9♦', '4♠', '4♥');
    expect(board.playIfPossible(), 'playIfPossible removes 2♠ + 9♦, even though nothing can be played afterwards').toBe(
      true,
    );
    expect(board.playIfPossible(), 'the next call, on A A 4 2 3 3 J Q 4').toBe(false);
  });

  it('playIfPossible_replays_the_opening_of_the_handout_sample_game', () => {
    const board = rigged('K♠', '10♦', 'J♣', '2♣', '2♥', '9♦', '3♥', '5♠', '5♦', '7♦', 'Q♠', '9♣', '7♣', 'A♠');
    expect(board.playIfPossible(), 'first play of the sample game').toBe(true);
    expect(tableOf(board), 'after the first play: 2♣ and 9♦ replaced').toEqual([
      'K♠',
      '10♦',
      'J♣',
      '7♦',
      '2♥',
      'Q♠',
      '3♥',
      '5♠',
      '5♦',
    ]);
    expect(board.playIfPossible(), 'second play of the sample game').toBe(true);
    expect(tableOf(board), 'after the second play: J♣ Q♠ K♠ replaced').toEqual([
      'A♠',
      '10♦',
      '9♣',
      '7♦',
      '2♥',
      '7♣',
      '3♥',
      '5♠',
      '5♦',
    ]);
  });

  it('a_rigged_winning_deal_is_played_to_an_empty_table', () => {
    const deals = pinnedGames('elevens').filter((g) => g.deal !== undefined);
    expect(deals.length, 'the fixture holds a rigged Elevens deal').toBeGreaterThan(0);
    for (const game of deals) {
      const board = rigged(...game.deal!);
      const plays = playOut(board);
      expect(plays, `number of plays in the rigged game starting ${game.deal!.slice(0, 9).join(' ')}`).toBe(game.plays);
      expect(board.gameIsWon(), 'whether the rigged game was won').toBe(game.won);
    }
  });

  simulationSpec('elevens', ElevensBoard);
});
