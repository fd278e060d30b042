import { describe, expect, it } from 'vitest';
import { ThirteensBoard } from '../../../../solutions/elevens/10-thirteens-tens/ThirteensBoard.ts';
import { riggedBoard } from '../shared/playing.ts';

/** A board whose ten places hold exactly these cards, place 0 first. */
const table = (...labels: string[]) => riggedBoard(ThirteensBoard, labels);

/** Deals the rest of the deck through place k, then one more time, so that place k ends up empty. */
function emptyPlace(board: ThirteensBoard, k: number): void {
  while (board.deckSize() > 0) board.deal(k);
  board.deal(k);
}

// Places: 0 K, 1 six, 2 seven, 3 Q, 4 A, 5 J, 6 two, 7 five, 8 eight, 9 three.
// Pairs worth 13: 6+7, Q+A (12+1), J+2 (11+2), 5+8. The 3 has no partner.
const MIXED = ['K♠', '6♥', '7♣', 'Q♦', 'A♠', 'J♥', '2♣', '5♦', '8♠', '3♥'];
// No king and no two cards worth 13 together (the largest sum is 5 + 6 = 11).
const DEAD = ['A♠', 'A♥', '2♠', '2♥', '3♠', '3♥', '4♠', '4♥', '5♠', '6♠'];

describe('ThirteensBoard', () => {
  it('a_king_on_its_own_is_legal', () => {
    expect(table(...MIXED).isLegal([0]), 'isLegal([place of K♠])').toBe(true);
  });

  it('a_single_card_other_than_a_king_is_not_legal', () => {
    const board = table(...MIXED);
    expect(board.isLegal([3]), 'isLegal of a queen alone').toBe(false);
    expect(board.isLegal([4]), 'isLegal of an ace alone').toBe(false);
    expect(board.isLegal([9]), 'isLegal of a 3 alone').toBe(false);
  });

  it('two_number_cards_worth_13_together_are_legal', () => {
    const board = table(...MIXED);
    expect(board.isLegal([1, 2]), 'isLegal of 6♥ and 7♣').toBe(true);
    expect(board.isLegal([7, 8]), 'isLegal of 5♦ and 8♠').toBe(true);
  });

  it('a_queen_and_an_ace_are_legal_because_12_plus_1_is_13', () => {
    expect(table(...MIXED).isLegal([3, 4]), 'isLegal of Q♦ (12) and A♠ (1)').toBe(true);
  });

  it('a_jack_and_a_2_are_legal_because_11_plus_2_is_13', () => {
    expect(table(...MIXED).isLegal([5, 6]), 'isLegal of J♥ (11) and 2♣ (2)').toBe(true);
  });

  it('the_order_of_the_selected_places_does_not_matter', () => {
    const board = table(...MIXED);
    expect(board.isLegal([2, 1]), 'isLegal of 7♣ and 6♥, listed in reverse').toBe(true);
    expect(board.isLegal([4, 3]), 'isLegal of A♠ and Q♦, listed in reverse').toBe(true);
  });

  it('a_pair_worth_11_is_not_legal_in_thirteens', () => {
    const board = table(...MIXED);
    expect(board.isLegal([1, 7]), 'isLegal of 6♥ and 5♦ (worth 11)').toBe(false);
    expect(board.isLegal([9, 8]), 'isLegal of 3♥ and 8♠ (worth 11)').toBe(false);
  });

  it('a_pair_not_worth_13_is_not_legal', () => {
    const board = table(...MIXED);
    expect(board.isLegal([4, 5]), 'isLegal of A♠ and J♥ (worth 12)').toBe(false);
    expect(board.isLegal([3, 5]), 'isLegal of Q♦ and J♥ (worth 23)').toBe(false);
  });

  it('a_king_in_a_pair_is_not_legal', () => {
    const board = table(...MIXED);
    expect(board.isLegal([0, 3]), 'isLegal of K♠ and Q♦: a king is removed on its own').toBe(false);
    expect(board.isLegal([0, 1]), 'isLegal of K♠ and 6♥').toBe(false);
  });

  it('selections_of_no_card_or_of_three_or_more_cards_are_not_legal', () => {
    const board = table(...MIXED);
    expect(board.isLegal([]), 'isLegal of an empty selection').toBe(false);
    expect(
      board.isLegal([0, 1, 2]),
      'isLegal of K♠, 6♥ and 7♣ (three cards, even with a king and a 13-pair among them)',
    ).toBe(false);
    expect(board.isLegal([1, 2, 3, 4]), 'isLegal of two 13-pairs selected together').toBe(false);
  });

  it('another_play_is_possible_when_only_a_king_can_be_removed', () => {
    const board = table('A♠', 'A♥', '2♠', '2♥', '3♠', 'K♦', '3♥', '4♠', '4♥', '5♠');
    expect(board.anotherPlayIsPossible(), 'a table whose only play is K♦ on its own').toBe(true);
  });

  it('another_play_is_possible_when_only_a_queen_and_an_ace_pair_up', () => {
    const board = table('2♠', '2♥', '3♠', '3♥', 'Q♣', '4♠', '4♥', '5♠', '5♥', 'A♦');
    expect(board.anotherPlayIsPossible(), 'a table whose only play is Q♣ with A♦').toBe(true);
  });

  it('another_play_is_possible_when_only_a_jack_and_a_2_pair_up', () => {
    const board = table('J♦', 'A♠', 'A♥', '3♠', '3♥', '4♠', '4♥', '5♠', '5♥', '2♣');
    expect(board.anotherPlayIsPossible(), 'a table whose only play is J♦ with 2♣').toBe(true);
  });

  it('another_play_is_possible_when_only_two_number_cards_pair_up', () => {
    const board = table('A♠', 'A♥', '2♠', '6♣', '2♥', '3♠', '3♥', '5♠', '5♥', '7♦');
    expect(board.anotherPlayIsPossible(), 'a table whose only play is 6♣ with 7♦').toBe(true);
  });

  it('no_play_is_possible_without_a_king_or_a_pair_worth_13', () => {
    expect(table(...DEAD).anotherPlayIsPossible(), 'a table of A A 2 2 3 3 4 4 5 6 (a 5 and a 6 make 11, not 13)').toBe(
      false,
    );
  });

  it('another_play_is_possible_ignores_empty_places', () => {
    const board = table('A♠', 'A♥', '2♠', '2♥', '3♠', 'K♦', '3♥', '4♠', '4♥', '5♠');
    emptyPlace(board, 5);
    expect(board.cardAt(5), 'setting up: place 5 (the king) is empty and the deck is used up').toBeNull();
    expect(board.anotherPlayIsPossible(), "the same table once the king's place is empty").toBe(false);
  });
});
