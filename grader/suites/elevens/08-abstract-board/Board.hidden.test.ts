import { describe, expect, it } from 'vitest';
import { Board } from '../../../../solutions/elevens/08-abstract-board/Board.ts';
import type { Card } from '../../../../solutions/elevens/01-card/Card.ts';
import { Deck } from '../../../../solutions/elevens/04-deck-shuffle/Deck.ts';
import { ScriptedRandom, type RandomSource } from '../../../../activities/shared/RandomSource.ts';
import { shortLabel } from '../../../../activities/elevens/shared/cardLabels.ts';
import { riggedRandom } from '../../../../activities/elevens/shared/riggedRandom.ts';
import boardText from '../../../../fixtures/elevens/board-text.json' with { type: 'json' };

// A tiny game to test the shared board with: 3 places, a deck of 6 cards (ace, 2, 3 of spades and hearts).
const { size, ranks, suits, pointValues } = boardText.board;
// The deck deals A♠ 2♥ 3♠ first (the table), then 2♠ A♥ 3♥.
const DEAL_ORDER = boardText.dealOrder;

class TinyBoard extends Board {
  constructor(random: RandomSource) {
    super(size, ranks, suits, pointValues, random);
  }

  override isLegal(selectedCards: readonly number[]): boolean {
    return selectedCards.length === 1 && this.cardAt(selectedCards[0]!) !== null;
  }

  override anotherPlayIsPossible(): boolean {
    return !this.isEmpty();
  }
}

const tinyBoard = () => new TinyBoard(riggedRandom(ranks, suits, DEAL_ORDER));
const label = (card: Card | null) => (card === null ? null : shortLabel({ rank: card.rank(), suit: card.suit() }));
const table = (board: Board) => [0, 1, 2].map((k) => label(board.cardAt(k)));

/** A tiny board whose deck has been dealt out completely: the table holds 2♠ A♥ 3♥ and the deck is empty. */
function dealtOut(): TinyBoard {
  const board = tinyBoard();
  board.replaceSelectedCards([0, 1, 2]);
  return board;
}

/** The numbers riggedRandom would give the first shuffle, so that a second shuffle can be scripted after them. */
function firstShuffleDraws(): number[] {
  const rigged = riggedRandom(ranks, suits, DEAL_ORDER);
  const draws: number[] = [];
  for (let k = ranks.length * suits.length - 1; k > 0; k--) draws.push(rigged.nextInt(k + 1));
  return draws;
}
const SECOND_SHUFFLE = [2, 0, 3, 1, 0];

describe('Board', () => {
  it('constructor_deals_a_card_into_every_place', () => {
    expect(table(tinyBoard()), 'the table of a new board whose deck deals A♠ 2♥ 3♠ first').toEqual(['A♠', '2♥', '3♠']);
  });

  it('constructor_takes_the_table_cards_out_of_the_deck', () => {
    expect(tinyBoard().deckSize(), 'deckSize() of a new 3-place board with a 6-card deck').toBe(3);
  });

  it('size_counts_every_place_even_empty_ones', () => {
    const board = dealtOut();
    expect(board.size(), 'size() of a new 3-place board').toBe(3);
    board.replaceSelectedCards([1]);
    expect(board.size(), 'size() after place 1 became empty').toBe(3);
  });

  it('isEmpty_is_true_only_when_no_place_holds_a_card', () => {
    const board = dealtOut();
    expect(board.isEmpty(), 'isEmpty() with three cards on the table').toBe(false);
    board.replaceSelectedCards([0, 2]);
    expect(board.isEmpty(), 'isEmpty() with one card left, in place 1').toBe(false);
    board.replaceSelectedCards([1]);
    expect(board.isEmpty(), 'isEmpty() once every place is empty').toBe(true);
  });

  it('deal_puts_the_next_card_of_the_deck_in_the_place', () => {
    const board = tinyBoard();
    board.deal(1);
    expect(table(board), 'after deal(1), place 1 holds the 4th card of the deck').toEqual(['A♠', '2♠', '3♠']);
    expect(board.deckSize(), 'deckSize() after one more card was dealt').toBe(2);
  });

  it('deal_empties_the_place_once_the_deck_is_used_up', () => {
    const board = dealtOut();
    board.deal(2);
    expect(board.cardAt(2), 'cardAt(2) after deal(2) with an empty deck').toBeNull();
    expect(board.deckSize(), 'deckSize() of a used-up deck').toBe(0);
  });

  it('replaceSelectedCards_deals_in_the_order_given', () => {
    const board = tinyBoard();
    board.replaceSelectedCards([2, 0]);
    expect(table(board), 'replaceSelectedCards([2, 0]): place 2 gets the next card (2♠), then place 0 (A♥)').toEqual([
      'A♥',
      '2♥',
      '2♠',
    ]);
  });

  it('replaceSelectedCards_leaves_the_other_places_alone', () => {
    const board = tinyBoard();
    board.replaceSelectedCards([1]);
    expect(table(board), 'replaceSelectedCards([1]) changes place 1 only').toEqual(['A♠', '2♠', '3♠']);
    expect(board.deckSize(), 'one card dealt: deckSize()').toBe(2);
  });

  it('cardIndexes_lists_every_place_of_a_full_table', () => {
    expect(tinyBoard().cardIndexes(), 'cardIndexes() of a full 3-place table').toEqual([0, 1, 2]);
  });

  it('cardIndexes_skips_empty_places_in_increasing_order', () => {
    const board = dealtOut();
    board.replaceSelectedCards([1]);
    expect(board.cardIndexes(), 'cardIndexes() when place 1 is empty').toEqual([0, 2]);
    board.replaceSelectedCards([2, 0]);
    expect(board.cardIndexes(), 'cardIndexes() when every place is empty').toEqual([]);
  });

  it('toString_matches_the_pinned_texts', () => {
    for (const { name, replaced, text } of boardText.cases) {
      const board = tinyBoard();
      for (const places of replaced) board.replaceSelectedCards(places);
      expect(board.toString(), `toString() of ${name}`).toBe(text);
    }
  });

  it('toString_writes_null_for_an_empty_place', () => {
    const board = dealtOut();
    board.replaceSelectedCards([0]);
    expect(board.toString().split('\n')[0], 'the line for an empty place 0').toBe('0: null');
  });

  it('newGame_puts_every_card_back_into_the_deck', () => {
    const board = new TinyBoard(new ScriptedRandom([...firstShuffleDraws(), ...SECOND_SHUFFLE]));
    board.replaceSelectedCards([0, 1, 2]);
    board.replaceSelectedCards([1]);
    board.newGame();
    expect(board.cardIndexes(), 'after newGame(), every place holds a card').toEqual([0, 1, 2]);
    expect(board.deckSize(), 'after newGame(), the deck holds all 6 cards but the 3 on the table').toBe(3);
  });

  it('newGame_deals_from_a_reshuffled_deck', () => {
    const board = new TinyBoard(new ScriptedRandom([...firstShuffleDraws(), ...SECOND_SHUFFLE]));
    board.replaceSelectedCards([0, 2]);
    board.newGame();
    // The same two shuffles done on a deck alone: newGame must shuffle once, then deal places 0, 1, 2.
    const deck = new Deck(ranks, suits, pointValues, new ScriptedRandom([...firstShuffleDraws(), ...SECOND_SHUFFLE]));
    deck.shuffle();
    const expected = [deck.deal(), deck.deal(), deck.deal()].map(label);
    expect(
      table(board),
      'the table after newGame(): the deck is shuffled once more (with the random source given to the constructor), then dealt',
    ).toEqual(expected);
  });

  it('newGame_table_and_deck_hold_six_different_cards', () => {
    const board = new TinyBoard(new ScriptedRandom([...firstShuffleDraws(), ...SECOND_SHUFFLE]));
    board.replaceSelectedCards([0, 1, 2]);
    board.newGame();
    const seen = table(board);
    for (let k = 0; k < 3; k++) {
      board.deal(k);
      seen.push(label(board.cardAt(k)));
    }
    expect(
      new Set(seen).size,
      `the 3 cards on the table and the 3 left in the deck after newGame(): ${seen.join(' ')}`,
    ).toBe(6);
    expect(seen, 'no place should be empty').not.toContain(null);
  });

  it('gameIsWon_is_false_while_cards_are_on_the_table', () => {
    const board = dealtOut();
    expect(board.gameIsWon(), 'gameIsWon() of a new board').toBe(false);
    board.replaceSelectedCards([0, 1]);
    expect(board.gameIsWon(), 'gameIsWon() with an empty deck and one card left on the table').toBe(false);
  });

  it('gameIsWon_is_true_when_the_deck_and_the_table_are_empty', () => {
    const board = dealtOut();
    board.replaceSelectedCards([0, 1, 2]);
    expect(board.gameIsWon(), 'gameIsWon() once the deck and all three places are empty').toBe(true);
  });
});
