import { describe, expect, it } from 'vitest';
import { TensBoard } from '../../../../solutions/elevens/10-thirteens-tens/TensBoard.ts';
import { riggedBoard } from '../shared/playing.ts';

/** A board whose thirteen places hold exactly these cards, place 0 first. */
const table = (...labels: string[]) => riggedBoard(TensBoard, labels);

/** Deals the rest of the deck through place k, then one more time, so that place k ends up empty. */
function emptyPlace(board: TensBoard, k: number): void {
  while (board.deckSize() > 0) board.deal(k);
  board.deal(k);
}

// Places: 0 three, 1 seven, 2 five, 3 five, 4 A, 5 nine, 6 ten, 7 J, 8 four, 9 eight, 10 two, 11 Q, 12 K.
// Pairs worth 10: 3+7, 5+5, A+9, 8+2. The 4 has no partner; 10, J, Q and K are worth 0.
const MIXED = ['3♠', '7♥', '5♦', '5♣', 'A♠', '9♥', '10♠', 'J♥', '4♣', '8♦', '2♠', 'Q♣', 'K♦'];
// Nine cards that never pair up (no two make 10), to fill a table around a quartet of 10s, faces, 2s or 8s.
const FILLERS = ['A♠', 'A♥', 'A♦', '3♠', '3♥', '3♦', '4♠', '4♥', '4♦'];
const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'];

/** A table with the four cards of one rank at places 1, 4, 8 and 12 and fillers everywhere else. */
function quartetTable(shortRank: string): TensBoard {
  const labels = [...FILLERS];
  [1, 4, 8, 12].forEach((place, s) => labels.splice(place, 0, `${shortRank}${SUIT_SYMBOLS[s]}`));
  return table(...labels);
}

describe('TensBoard', () => {
  it('two_number_cards_worth_10_together_are_legal', () => {
    const board = table(...MIXED);
    expect(board.isLegal([0, 1]), 'isLegal of 3♠ and 7♥').toBe(true);
    expect(board.isLegal([4, 5]), 'isLegal of A♠ and 9♥').toBe(true);
    expect(board.isLegal([10, 9]), 'isLegal of 2♠ and 8♦, listed in reverse').toBe(true);
  });

  it('two_fives_are_legal', () => {
    expect(table(...MIXED).isLegal([2, 3]), 'isLegal of 5♦ and 5♣').toBe(true);
  });

  it('a_pair_not_worth_10_is_not_legal', () => {
    const board = table(...MIXED);
    expect(board.isLegal([0, 8]), 'isLegal of 3♠ and 4♣ (worth 7)').toBe(false);
    expect(board.isLegal([8, 2]), 'isLegal of 4♣ and 5♦ (worth 9)').toBe(false);
    expect(board.isLegal([1, 9]), 'isLegal of 7♥ and 8♦ (worth 15)').toBe(false);
  });

  it('a_10_never_pairs_with_a_face_card_because_both_are_worth_0', () => {
    const board = table(...MIXED);
    expect(board.isLegal([6, 7]), 'isLegal of 10♠ and J♥').toBe(false);
    expect(board.isLegal([6, 11]), 'isLegal of 10♠ and Q♣').toBe(false);
    expect(board.isLegal([12, 6]), 'isLegal of K♦ and 10♠').toBe(false);
  });

  it('all_four_cards_of_each_quartet_rank_are_legal', () => {
    for (const shortRank of ['10', 'J', 'Q', 'K']) {
      expect(quartetTable(shortRank).isLegal([1, 4, 8, 12]), `isLegal of the four ${shortRank}s`).toBe(true);
    }
  });

  it('the_order_of_the_quartet_places_does_not_matter', () => {
    expect(quartetTable('Q').isLegal([12, 1, 8, 4]), 'isLegal of the four queens, listed out of order').toBe(true);
  });

  it('three_cards_of_a_quartet_rank_are_not_legal', () => {
    const board = quartetTable('K');
    expect(board.isLegal([1, 4, 8]), 'isLegal of three of the four kings').toBe(false);
    expect(board.isLegal([1, 4, 8, 0]), 'isLegal of three kings and an ace').toBe(false);
  });

  it('four_cards_of_a_number_rank_are_not_legal', () => {
    expect(quartetTable('2').isLegal([1, 4, 8, 12]), 'isLegal of the four 2s').toBe(false);
    expect(quartetTable('8').isLegal([1, 4, 8, 12]), 'isLegal of the four 8s').toBe(false);
  });

  it('four_face_cards_of_different_ranks_are_not_legal', () => {
    const board = table('10♠', 'J♠', 'Q♠', 'K♠', ...FILLERS);
    expect(board.isLegal([0, 1, 2, 3]), 'isLegal of 10♠ J♠ Q♠ K♠').toBe(false);
  });

  it('selections_of_other_sizes_are_not_legal', () => {
    const board = table(...MIXED);
    expect(board.isLegal([]), 'isLegal of an empty selection').toBe(false);
    expect(board.isLegal([2]), 'isLegal of one 5 alone').toBe(false);
    expect(board.isLegal([0, 1, 8]), 'isLegal of 3♠, 7♥ and 4♣ (three cards, with a pair among them)').toBe(false);
  });

  it('another_play_is_possible_when_only_a_pair_worth_10_is_on_the_table', () => {
    const board = table('A♠', 'A♥', '2♠', '2♥', '4♠', '3♠', '3♥', '10♠', 'J♠', 'Q♠', 'K♠', 'J♥', '6♥');
    expect(board.anotherPlayIsPossible(), 'a table whose only play is 4♠ with 6♥').toBe(true);
  });

  it('another_play_is_possible_when_only_a_quartet_is_on_the_table', () => {
    const board = quartetTable('J');
    expect(board.anotherPlayIsPossible(), 'a table whose only play is the four jacks').toBe(true);
  });

  it('no_play_is_possible_with_three_of_a_rank_and_no_pair', () => {
    const board = table('A♠', 'A♥', '2♠', '2♥', '3♠', '3♥', '4♠', '4♥', 'K♠', 'K♥', 'K♦', 'Q♠', 'J♠');
    expect(board.anotherPlayIsPossible(), 'a table with three kings and no pair worth 10').toBe(false);
  });

  it('no_play_is_possible_with_a_10_beside_face_cards', () => {
    const board = table('A♠', 'A♥', '2♠', '2♥', '3♠', '3♥', '4♠', '4♥', '10♠', 'J♠', 'J♥', 'Q♦', 'K♣');
    expect(board.anotherPlayIsPossible(), 'a table of A A 2 2 3 3 4 4 10 J J Q K').toBe(false);
  });

  it('no_play_is_possible_with_four_cards_of_a_number_rank_and_no_pair', () => {
    expect(quartetTable('2').anotherPlayIsPossible(), 'a table with all four 2s, no 8 and no other pair').toBe(false);
  });

  it('another_play_is_possible_ignores_empty_places', () => {
    const board = quartetTable('K');
    emptyPlace(board, 8);
    expect(board.cardAt(8), 'setting up: place 8 (a king) is empty and the deck is used up').toBeNull();
    expect(board.anotherPlayIsPossible(), 'three kings left with an empty place among them').toBe(false);
  });
});
