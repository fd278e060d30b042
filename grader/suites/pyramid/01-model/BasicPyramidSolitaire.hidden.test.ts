import { describe, expect, it } from 'vitest';
import { BasicPyramidSolitaire } from '../../../../solutions/pyramid/01-model/BasicPyramidSolitaire.ts';
import { Card } from '../../../../solutions/pyramid/01-model/Card.ts';
import type { PyramidSolitaireModel } from '../../../../activities/pyramid/shared/PyramidSolitaireModel.ts';
import { IllegalArgumentError, IllegalStateError } from '../../../../activities/shared/errors.ts';
import { ScriptedRandom, SeededRandom } from '../../../../activities/shared/RandomSource.ts';
import { ORDERED_LABELS, drawOf, rowsOf, type FixtureGame, pyramidHelpers } from '../shared/games.ts';
import pyramidGames from '../../../../fixtures/pyramid/pyramid-games.json' with { type: 'json' };

const { card, deckStartingWith, playFixture, startedGame } = pyramidHelpers(Card, BasicPyramidSolitaire);

// Type conformance (the handout's TypeChecks): this line only compiles if the class has the interface's API.
const asModel = (): PyramidSolitaireModel<Card> => new BasicPyramidSolitaire();

const labels = (cards: readonly Card[]) => cards.map(String);
/** The ordered deck with 7 rows and 3 draw cards: bottom row 9♦ 10♦ J♦ Q♦ K♦ A♥ 2♥, draw 3♥ 4♥ 5♥. */
const ordered = () => startedGame([], 7, 3);
/** Row 0: 8♣; row 1: 3♥ K♠; draw 10♦; the stock starts with 5♦. */
const tiny = () => startedGame(['8♣', '3♥', 'K♠', '10♦', '5♦'], 2, 1);
/** Everything a test can see of a game. */
const snapshot = (model: BasicPyramidSolitaire) => ({
  rows: rowsOf(model),
  draw: drawOf(model),
  score: model.getScore(),
});

function expectIllegalMove(model: BasicPyramidSolitaire, move: () => void, what: string): void {
  const before = snapshot(model);
  expect(move, `${what} should throw an IllegalArgumentError`).toThrow(IllegalArgumentError);
  expect(snapshot(model), `the game after the refused move ${what}`).toEqual(before);
}

describe('BasicPyramidSolitaire', () => {
  it('the_class_conforms_to_the_model_interface', () => {
    const model = asModel();
    for (const name of [
      'getDeck',
      'startGame',
      'remove',
      'removeUsingDraw',
      'discardDraw',
      'getNumRows',
      'getNumDraw',
      'getRowWidth',
      'isGameOver',
      'getScore',
      'getCardAt',
      'getDrawCards',
    ] as const) {
      expect(typeof model[name], `BasicPyramidSolitaire should have a method ${name}`).toBe('function');
    }
  });

  it('getDeck_returns_52_distinct_cards', () => {
    const deck = new BasicPyramidSolitaire().getDeck();
    expect(deck.length, 'the number of cards getDeck() returns').toBe(52);
    expect(new Set(labels(deck)).size, 'the number of different cards getDeck() returns').toBe(52);
  });

  it('numRows_and_numDraw_are_minus_1_before_the_game_starts', () => {
    const model = new BasicPyramidSolitaire();
    expect(model.getNumRows(), 'getNumRows() before startGame').toBe(-1);
    expect(model.getNumDraw(), 'getNumDraw() before startGame').toBe(-1);
  });

  it('every_play_before_start_throws_illegal_state', () => {
    const model = new BasicPyramidSolitaire();
    const calls: [string, () => unknown][] = [
      ['remove(6, 0, 6, 1)', () => model.remove(6, 0, 6, 1)],
      ['remove(6, 4)', () => model.remove(6, 4)],
      ['removeUsingDraw(0, 6, 0)', () => model.removeUsingDraw(0, 6, 0)],
      ['discardDraw(0)', () => model.discardDraw(0)],
      ['getRowWidth(0)', () => model.getRowWidth(0)],
      ['isGameOver()', () => model.isGameOver()],
      ['getScore()', () => model.getScore()],
      ['getCardAt(0, 0)', () => model.getCardAt(0, 0)],
      ['getDrawCards()', () => model.getDrawCards()],
    ];
    for (const [what, call] of calls)
      expect(call, `${what} before startGame should throw an IllegalStateError`).toThrow(IllegalStateError);
  });

  it('startGame_deals_the_deck_row_by_row_left_to_right', () => {
    const model = ordered();
    expect(model.getNumRows(), 'getNumRows() after startGame(deck, false, 7, 3)').toBe(7);
    expect(model.getNumDraw(), 'getNumDraw() after startGame(deck, false, 7, 3)').toBe(3);
    expect(rowsOf(model), 'the pyramid dealt from the ordered deck').toEqual([
      'A♣',
      '2♣ 3♣',
      '4♣ 5♣ 6♣',
      '7♣ 8♣ 9♣ 10♣',
      'J♣ Q♣ K♣ A♦ 2♦',
      '3♦ 4♦ 5♦ 6♦ 7♦ 8♦',
      '9♦ 10♦ J♦ Q♦ K♦ A♥ 2♥',
    ]);
  });

  it('startGame_turns_up_the_next_numDraw_cards', () => {
    expect(drawOf(ordered()), 'getDrawCards() after dealing 7 rows of the ordered deck').toBe('3♥ 4♥ 5♥');
    expect(drawOf(startedGame([], 2, 5)), 'getDrawCards() after dealing 2 rows with 5 draw cards').toBe(
      '4♣ 5♣ 6♣ 7♣ 8♣',
    );
  });

  it('getRowWidth_is_the_row_number_plus_one', () => {
    const model = ordered();
    for (let row = 0; row < 7; row++) expect(model.getRowWidth(row), `getRowWidth(${row})`).toBe(row + 1);
    model.remove(6, 4);
    expect(model.getRowWidth(6), 'getRowWidth(6) after a card of row 6 is removed').toBe(7);
  });

  it('getRowWidth_and_getCardAt_reject_positions_outside_the_pyramid', () => {
    const model = ordered();
    for (const row of [-1, 7])
      expect(() => model.getRowWidth(row), `getRowWidth(${row}) with 7 rows`).toThrow(IllegalArgumentError);
    for (const [row, place] of [
      [-1, 0],
      [7, 0],
      [3, 4],
      [3, -1],
      [0, 1],
    ] as const) {
      expect(() => model.getCardAt(row, place), `getCardAt(${row}, ${place}) with 7 rows`).toThrow(
        IllegalArgumentError,
      );
    }
  });

  it('startGame_never_changes_the_deck_it_is_given', () => {
    const model = new BasicPyramidSolitaire(new SeededRandom(3));
    for (const shuffle of [false, true]) {
      const deck = deckStartingWith();
      model.startGame(deck, shuffle, 7, 3);
      expect(labels(deck), `the deck passed to startGame(deck, ${shuffle}, 7, 3), afterwards`).toEqual(ORDERED_LABELS);
      model.discardDraw(0);
      expect(labels(deck), `the deck passed to startGame(deck, ${shuffle}, 7, 3), after some moves`).toEqual(
        ORDERED_LABELS,
      );
    }
  });

  it('startGame_with_shuffle_deals_a_permutation_of_the_deck', () => {
    const model = new BasicPyramidSolitaire(new SeededRandom(11));
    model.startGame(deckStartingWith(), true, 9, 7);
    const dealt = [...rowsOf(model).join(' ').split(' '), ...model.getDrawCards().map(String)];
    expect(new Set(dealt).size, 'different cards among the 45 pyramid cards and 7 draw cards of a shuffled deal').toBe(
      52,
    );
    expect(dealt, 'a shuffled deal (SeededRandom(11)) should not keep the deck order').not.toEqual(ORDERED_LABELS);
  });

  it('startGame_without_shuffle_uses_no_random_numbers', () => {
    const model = new BasicPyramidSolitaire(new ScriptedRandom([]));
    expect(
      () => model.startGame(deckStartingWith(), false, 7, 3),
      'startGame(deck, false, 7, 3) with a random source that has no numbers',
    ).not.toThrow();
  });

  it('startGame_rejects_a_missing_deck', () => {
    const model = new BasicPyramidSolitaire();
    for (const deck of [null, undefined]) {
      expect(() => model.startGame(deck as unknown as Card[], false, 7, 3), `startGame(${deck}, false, 7, 3)`).toThrow(
        IllegalArgumentError,
      );
    }
  });

  it('startGame_rejects_a_deck_of_the_wrong_size', () => {
    const model = new BasicPyramidSolitaire();
    expect(() => model.startGame(deckStartingWith().slice(1), false, 7, 3), 'startGame with 51 cards').toThrow(
      IllegalArgumentError,
    );
    expect(() => model.startGame([...deckStartingWith(), card('A♣')], false, 7, 3), 'startGame with 53 cards').toThrow(
      IllegalArgumentError,
    );
    expect(() => model.startGame([], false, 1, 0), 'startGame with no cards').toThrow(IllegalArgumentError);
  });

  it('startGame_rejects_a_deck_with_a_duplicate', () => {
    const deck = deckStartingWith();
    deck[51] = card('A♣');
    expect(() => new BasicPyramidSolitaire().startGame(deck, false, 7, 3), 'startGame with A♣ twice and no K♠').toThrow(
      IllegalArgumentError,
    );
  });

  it('startGame_rejects_a_deck_with_an_empty_slot', () => {
    for (const hole of [null, undefined]) {
      const deck: (Card | null | undefined)[] = deckStartingWith();
      deck[20] = hole;
      expect(
        () => new BasicPyramidSolitaire().startGame(deck as Card[], false, 7, 3),
        `startGame with ${hole} at place 20 of the deck`,
      ).toThrow(IllegalArgumentError);
    }
  });

  it('startGame_rejects_non_positive_rows_and_negative_draw', () => {
    const model = new BasicPyramidSolitaire();
    for (const [rows, draw] of [
      [0, 3],
      [-1, 3],
      [7, -1],
    ] as const) {
      expect(
        () => model.startGame(deckStartingWith(), false, rows, draw),
        `startGame(deck, false, ${rows}, ${draw})`,
      ).toThrow(IllegalArgumentError);
    }
  });

  it('startGame_rejects_games_that_need_more_than_52_cards', () => {
    const model = new BasicPyramidSolitaire();
    for (const [rows, draw] of [
      [10, 0],
      [9, 8],
      [1, 52],
      [7, 25],
    ] as const) {
      expect(
        () => model.startGame(deckStartingWith(), false, rows, draw),
        `startGame(deck, false, ${rows}, ${draw})`,
      ).toThrow(IllegalArgumentError);
    }
  });

  it('startGame_accepts_games_that_use_exactly_52_cards', () => {
    const model = new BasicPyramidSolitaire();
    model.startGame(deckStartingWith(), false, 9, 7);
    expect(model.getDrawCards().length, 'draw cards of a 9-row game with 7 draw cards').toBe(7);
    model.startGame(deckStartingWith(), false, 1, 51);
    expect(model.getDrawCards().length, 'draw cards of a 1-row game with 51 draw cards').toBe(51);
    model.startGame(deckStartingWith(), false, 7, 0);
    expect(model.getDrawCards(), 'draw cards of a game started with 0 draw cards').toEqual([]);
  });

  it('a_failed_startGame_leaves_the_model_as_it_was', () => {
    const fresh = new BasicPyramidSolitaire();
    expect(() => fresh.startGame(deckStartingWith(), false, 10, 3)).toThrow(IllegalArgumentError);
    expect(fresh.getNumRows(), 'getNumRows() after a refused first startGame').toBe(-1);
    const playing = ordered();
    playing.remove(6, 4);
    const before = snapshot(playing);
    expect(() => playing.startGame(deckStartingWith(), false, 0, 3)).toThrow(IllegalArgumentError);
    expect(snapshot(playing), 'the game after a refused startGame').toEqual(before);
  });

  it('startGame_again_starts_a_fresh_game', () => {
    const model = ordered();
    model.remove(6, 4);
    model.discardDraw(1);
    model.startGame(deckStartingWith(['K♥']), false, 3, 1);
    expect(model.getNumRows(), 'getNumRows() after a second startGame with 3 rows').toBe(3);
    expect(rowsOf(model), 'the pyramid of the second game').toEqual(['K♥', 'A♣ 2♣', '3♣ 4♣ 5♣']);
    expect(drawOf(model), 'the draw cards of the second game').toBe('6♣');
  });

  it('remove_two_exposed_cards_summing_to_13', () => {
    const model = ordered();
    model.remove(6, 3, 6, 5);
    expect(rowsOf(model)[6], 'row 6 after removing Q♦ and A♥').toBe('9♦ 10♦ J♦ .. K♦ .. 2♥');
    model.remove(6, 6, 6, 2);
    expect(rowsOf(model)[6], 'row 6 after removing 2♥ and J♦ (given right card first)').toBe('9♦ 10♦ .. .. K♦ .. ..');
  });

  it('remove_two_cards_not_summing_to_13_throws', () => {
    const model = ordered();
    expectIllegalMove(model, () => model.remove(6, 0, 6, 1), 'remove(6, 0, 6, 1): 9♦ and 10♦ are worth 19');
    expectIllegalMove(model, () => model.remove(6, 5, 6, 6), 'remove(6, 5, 6, 6): A♥ and 2♥ are worth 3');
    expectIllegalMove(model, () => model.remove(6, 4, 6, 5), 'remove(6, 4, 6, 5): K♦ and A♥ are worth 14');
  });

  it('remove_a_covered_card_throws', () => {
    const model = ordered();
    expectIllegalMove(model, () => model.remove(5, 0, 6, 2), 'remove(5, 0, 6, 2): 3♦ is covered by 9♦ and 10♦');
    expectIllegalMove(model, () => model.remove(4, 2), 'remove(4, 2): K♣ is covered');
  });

  it('a_card_covered_only_on_the_right_is_not_exposed', () => {
    const model = tiny();
    model.removeUsingDraw(0, 1, 0); // 10♦ + 3♥: 8♣ is still covered by K♠; the draw card is now 5♦
    expectIllegalMove(
      model,
      () => model.removeUsingDraw(0, 0, 0),
      'removeUsingDraw(0, 0, 0): 5♦ and 8♣, with 8♣ still covered by K♠ on its right',
    );
  });

  it('a_card_covered_only_on_the_left_is_not_exposed', () => {
    const model = tiny();
    model.remove(1, 1); // K♠ alone: 8♣ is still covered by 3♥ on its left
    expectIllegalMove(model, () => model.remove(0, 0, 1, 0), 'remove(0, 0, 1, 0): 8♣ and 3♥, with 8♣ covered by 3♥');
  });

  it('a_card_is_exposed_once_both_cards_below_it_are_gone', () => {
    const model = tiny();
    model.remove(1, 1);
    model.removeUsingDraw(0, 1, 0);
    model.removeUsingDraw(0, 0, 0);
    expect(rowsOf(model), 'the pyramid after removing K♠, 3♥ with 10♦, then 8♣ with 5♦').toEqual(['..', '.. ..']);
  });

  it('remove_a_king_alone', () => {
    const model = ordered();
    model.remove(6, 4);
    expect(model.getCardAt(6, 4), 'getCardAt(6, 4) after removing K♦ alone').toBeNull();
  });

  it('remove_a_queen_or_other_card_alone_throws', () => {
    const model = ordered();
    expectIllegalMove(model, () => model.remove(6, 3), 'remove(6, 3): Q♦ alone');
    expectIllegalMove(model, () => model.remove(6, 2), 'remove(6, 2): J♦ alone');
    expectIllegalMove(model, () => model.remove(6, 5), 'remove(6, 5): A♥ alone');
  });

  it('remove_a_covered_king_alone_throws', () => {
    const model = ordered();
    expectIllegalMove(model, () => model.remove(4, 2), 'remove(4, 2): K♣ is covered by 5♦ and 6♦');
  });

  it('remove_the_same_position_twice_or_a_removed_card_throws', () => {
    // Rows: A♣ / 2♣ 3♣ / 4♣ 5♣ 9♦ / K♥ Q♠ A♠ 6♣
    const model = startedGame(['A♣', '2♣', '3♣', '4♣', '5♣', '9♦', 'K♥', 'Q♠', 'A♠'], 4, 0);
    expect(() => model.remove(3, 1, 3, 1), 'remove(3, 1, 3, 1): Q♠ with itself').toThrow(IllegalArgumentError);
    model.remove(3, 0);
    expectIllegalMove(model, () => model.remove(3, 0), 'remove(3, 0) again: K♥ is already gone');
    expectIllegalMove(model, () => model.remove(3, 0, 3, 2), 'remove(3, 0, 3, 2): the place of K♥ is empty');
  });

  it('moves_with_positions_outside_the_pyramid_throw', () => {
    const model = ordered();
    expectIllegalMove(model, () => model.remove(7, 0), 'remove(7, 0) with 7 rows');
    expectIllegalMove(model, () => model.remove(6, 7, 6, 3), 'remove(6, 7, 6, 3): row 6 has places 0 to 6');
    expectIllegalMove(model, () => model.remove(6, 1.5), 'remove(6, 1.5)');
    expectIllegalMove(model, () => model.removeUsingDraw(0, -1, 0), 'removeUsingDraw(0, -1, 0)');
  });

  it('removeUsingDraw_removes_the_card_and_replaces_only_that_draw_card', () => {
    const model = ordered();
    model.removeUsingDraw(1, 6, 0); // 4♥ + 9♦
    expect(model.getCardAt(6, 0), 'getCardAt(6, 0) after removeUsingDraw(1, 6, 0)').toBeNull();
    expect(drawOf(model), 'the draw cards after using 4♥ (the next stock card is 6♥)').toBe('3♥ 6♥ 5♥');
  });

  it('removeUsingDraw_not_summing_to_13_throws', () => {
    const model = ordered();
    expectIllegalMove(model, () => model.removeUsingDraw(0, 6, 0), 'removeUsingDraw(0, 6, 0): 3♥ and 9♦ are worth 12');
    expectIllegalMove(model, () => model.removeUsingDraw(2, 6, 4), 'removeUsingDraw(2, 6, 4): 5♥ and K♦ are worth 18');
  });

  it('removeUsingDraw_with_a_covered_card_or_a_bad_index_throws', () => {
    const model = ordered();
    expectIllegalMove(
      model,
      () => model.removeUsingDraw(0, 3, 3),
      'removeUsingDraw(0, 3, 3): 3♥ and 10♣, which is covered',
    );
    expectIllegalMove(
      model,
      () => model.removeUsingDraw(3, 6, 1),
      'removeUsingDraw(3, 6, 1): there are only draw cards 0 to 2',
    );
    expectIllegalMove(model, () => model.removeUsingDraw(-1, 6, 1), 'removeUsingDraw(-1, 6, 1)');
  });

  it('discardDraw_replaces_only_that_draw_card', () => {
    const model = ordered();
    model.discardDraw(0);
    expect(drawOf(model), 'the draw cards after discardDraw(0)').toBe('6♥ 4♥ 5♥');
    model.discardDraw(2);
    expect(drawOf(model), 'the draw cards after discardDraw(2)').toBe('6♥ 4♥ 7♥');
  });

  it('discardDraw_with_an_empty_stock_shrinks_the_draw_list', () => {
    const model = startedGame([], 9, 7); // no stock: draw 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠
    model.discardDraw(3);
    expect(drawOf(model), 'the draw cards after discardDraw(3) with no stock').toBe('7♠ 8♠ 9♠ J♠ Q♠ K♠');
    for (let k = 0; k < 6; k++) model.discardDraw(0);
    expect(model.getDrawCards(), 'the draw cards once all are discarded').toEqual([]);
    expect(() => model.discardDraw(0), 'discardDraw(0) with no draw card left').toThrow(IllegalArgumentError);
  });

  it('discardDraw_with_a_bad_index_throws', () => {
    const model = ordered();
    expectIllegalMove(model, () => model.discardDraw(3), 'discardDraw(3) with 3 draw cards');
    expectIllegalMove(model, () => model.discardDraw(-1), 'discardDraw(-1)');
  });

  it('getDrawCards_returns_a_copy', () => {
    const model = ordered();
    model.getDrawCards().pop();
    expect(drawOf(model), 'the draw cards after changing the list getDrawCards() returned').toBe('3♥ 4♥ 5♥');
  });

  it('score_is_the_total_of_the_pyramid_cards', () => {
    const model = ordered();
    expect(model.getScore(), 'getScore() of the ordered deal (clubs 91 + diamonds 91 + A♥ + 2♥)').toBe(185);
    model.remove(6, 4);
    expect(model.getScore(), 'getScore() after removing K♦').toBe(172);
    model.removeUsingDraw(0, 6, 1);
    expect(model.getScore(), 'getScore() after removing 10♦ with 3♥ (draw cards do not count)').toBe(162);
  });

  it('score_ignores_the_draw_cards', () => {
    expect(startedGame([], 1, 10).getScore(), 'getScore() of a 1-row game (A♣) with 10 draw cards').toBe(1);
  });

  it('game_is_not_over_while_a_draw_card_can_be_discarded', () => {
    const model = startedGame(['2♣', '3♣', '4♣', '5♣', '6♣', '9♣'], 3, 1); // no removal possible, draw 7♦
    expect(model.isGameOver(), 'isGameOver() with no removal but a draw card to discard').toBe(false);
  });

  it('game_is_over_with_no_removal_and_no_draw_card', () => {
    expect(
      startedGame(['2♣', '3♣', '4♣', '5♣', '6♣', '9♣'], 3, 0).isGameOver(),
      'isGameOver() with exposed 5♣ 6♣ 9♣ and no draw card',
    ).toBe(true);
    const model = startedGame(['2♣', '3♣', '4♣', '5♣', '8♣', '9♦'], 3, 0);
    expect(model.isGameOver(), 'isGameOver() with exposed 5♣ 8♣ 9♦').toBe(false);
    model.remove(2, 0, 2, 1);
    expect(model.isGameOver(), 'isGameOver() with exposed 3♣ and 9♦ only').toBe(true);
  });

  it('game_is_not_over_while_a_king_or_a_pair_is_exposed', () => {
    expect(
      startedGame(['2♣', '3♣', '4♣', '5♣', 'K♣', '9♣'], 3, 0).isGameOver(),
      'isGameOver() with an exposed K♣',
    ).toBe(false);
    expect(
      startedGame(['2♣', '3♣', '4♣', '4♦', '6♣', '9♣'], 3, 0).isGameOver(),
      'isGameOver() with exposed 4♦ and 9♣',
    ).toBe(false);
  });

  it('game_is_over_when_the_pyramid_is_empty', () => {
    const model = tiny();
    model.remove(1, 1);
    model.removeUsingDraw(0, 1, 0);
    model.removeUsingDraw(0, 0, 0);
    expect(model.getScore(), 'getScore() of an empty pyramid').toBe(0);
    expect(model.isGameOver(), 'isGameOver() with an empty pyramid and draw cards left').toBe(true);
  });

  it('fixture_games_have_the_pinned_score_and_end', () => {
    for (const game of pyramidGames.games as FixtureGame[] & { score: number; gameOver: boolean }[]) {
      const model = playFixture(game);
      const pinned = game as unknown as { score: number; gameOver: boolean };
      expect(model.getScore(), `getScore() in the fixture game ${game.name}`).toBe(pinned.score);
      expect(model.isGameOver(), `isGameOver() in the fixture game ${game.name}`).toBe(pinned.gameOver);
    }
  });
});
