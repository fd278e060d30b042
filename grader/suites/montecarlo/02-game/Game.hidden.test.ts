import { describe, expect, it } from 'vitest';
import { Game } from '../../../../solutions/montecarlo/02-game/Game.ts';
import { Coordinate } from '../../../../solutions/montecarlo/01-coordinate/Coordinate.ts';
import { IllegalArgumentError, IllegalStateError } from '../../../../activities/shared/errors.ts';
import { Model, chooser, dealOrder, rankOf, show, tableauOf } from '../shared/model.ts';
import { WINNING_GAME, WINNING_MOVES } from '../shared/games.ts';
import recorded from '../../../../fixtures/montecarlo/tableaus.json' with { type: 'json' };

const at = (row: number, column: number) => new Coordinate(row, column);

function started(gameNumber: number, rows = 5, columns = 5): Game {
  const game = new Game(rows, columns);
  game.newGame(gameNumber);
  return game;
}

/** Every ordered pair of places of a rows × columns tableau, as indexes. */
function everyPair(rows: number, columns: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let a = 0; a < rows * columns; a++) for (let b = 0; b < rows * columns; b++) if (a !== b) pairs.push([a, b]);
  return pairs;
}

/**
 * For game numbers from 0 up, tries removeCards on every pair of same-rank places of the first deal (each on a
 * fresh game) and checks it against the model; returns which place pairs were tried, to prove the coverage.
 */
function checkRemovals(
  rows: number,
  columns: number,
  games: number,
  keep: (model: Model, a: number, b: number) => boolean,
): Set<string> {
  const tried = new Set<string>();
  for (let gameNumber = 0; gameNumber < games; gameNumber++) {
    const model = new Model(gameNumber, rows, columns);
    for (const [a, b] of everyPair(rows, columns)) {
      if (rankOf(model.cells[a]!) !== rankOf(model.cells[b]!) || !keep(model, a, b)) continue;
      const game = started(gameNumber, rows, columns);
      const expected = model.touching(a, b);
      expect(
        game.removeCards(model.at(a), model.at(b)),
        `game ${gameNumber} (${rows}×${columns}): removeCards(${model.at(a)}, ${model.at(b)}) of ${model.cells[a]} and ${model.cells[b]}`,
      ).toBe(expected);
      tried.add(`${a}-${b}`);
    }
  }
  return tried;
}

/** Plays a game number with moves chosen by `seed`, checking the whole game against the model after each step. */
function playAlongModel(gameNumber: number, seed: number, steps = 200, rows = 5, columns = 5): void {
  const game = started(gameNumber, rows, columns);
  const model = new Model(gameNumber, rows, columns);
  const pick = chooser(seed);
  for (let step = 0; step < steps; step++) {
    const pairs = model.pairs();
    // Sometimes consolidate with pairs still on the tableau, so that holes end up anywhere.
    if (pairs.length > 0 && pick(4) !== 0) {
      const [a, b] = pairs[pick(pairs.length)]!;
      expect(
        game.removeCards(model.at(a), model.at(b)),
        `game ${gameNumber}, step ${step}: removeCards(${model.at(a)}, ${model.at(b)}) on${show(model.cells, columns)}`,
      ).toBe(true);
      model.remove(a, b);
    } else {
      const before = [...model.cells];
      game.consolidate();
      model.consolidate();
      expect(
        tableauOf(game, rows, columns),
        `game ${gameNumber}, step ${step}: the tableau after consolidate() on${show(before, columns)}`,
      ).toEqual(model.cells);
      expect(
        game.numberOfCardsLeft(),
        `game ${gameNumber}, step ${step}: numberOfCardsLeft() after consolidate()`,
      ).toBe(model.cardsLeft());
      if (pairs.length === 0 && before.join() === model.cells.join()) break;
    }
    expect(game.getScore(), `game ${gameNumber}, step ${step}: getScore()`).toBe(model.score);
  }
}

describe('Game: dealing a game number', () => {
  it('each_recorded_game_number_deals_the_tableau_of_the_java_program', () => {
    for (const { gameNumber, tableau } of recorded.games) {
      expect(tableauOf(started(gameNumber)), `the tableau of game ${gameNumber}`).toEqual(tableau.flat());
    }
  });

  it('consolidate_deals_the_rest_of_the_deck_in_the_recorded_order', () => {
    for (const { gameNumber, deckAfterTableau } of recorded.games.slice(0, 4)) {
      const game = started(gameNumber);
      const model = new Model(gameNumber);
      const dealt: string[] = [];
      for (let step = 0; step < 200 && game.numberOfCardsLeft() > 0; step++) {
        const pairs = model.pairs();
        if (pairs.length > 0) {
          const [a, b] = pairs[0]!;
          game.removeCards(model.at(a), model.at(b));
          model.remove(a, b);
          continue;
        }
        const before = model.cells.filter((c) => c !== null).length;
        game.consolidate();
        const cells = tableauOf(game);
        dealt.push(...cells.filter((c): c is string => c !== null).slice(before));
        if (model.consolidate().length === 0) break;
      }
      expect(dealt, `the cards consolidate() dealt in game ${gameNumber}, in order`).toEqual(
        deckAfterTableau.slice(0, dealt.length),
      );
      expect(dealt.length, `cards dealt in game ${gameNumber}`).toBeGreaterThan(4);
    }
  });

  it('a_new_game_has_27_cards_left_and_a_score_of_0', () => {
    const game = started(12345);
    expect(game.numberOfCardsLeft(), 'numberOfCardsLeft() after newGame(12345) on 5×5').toBe(27);
    expect(game.getScore(), 'getScore() after newGame(12345)').toBe(0);
    expect(game.isWin(), 'isWin() after newGame(12345)').toBe(false);
  });

  it('a_smaller_tableau_takes_the_first_cards_row_by_row', () => {
    const game = started(42, 3, 4);
    expect(tableauOf(game, 3, 4), 'the tableau of game 42 on 3 rows of 4').toEqual(dealOrder(42).slice(0, 12));
    expect(game.numberOfCardsLeft(), 'numberOfCardsLeft() of game 42 on 3 rows of 4').toBe(40);
    expect([game.getRows(), game.getColumns()], '[getRows(), getColumns()] of new Game(3, 4)').toEqual([3, 4]);
  });

  it('every_place_is_empty_before_the_first_game', () => {
    const game = new Game(5, 5);
    expect(tableauOf(game), 'getRank and getSuit of every place of new Game(5, 5) before newGame').toEqual(
      new Array(25).fill(null),
    );
    expect(game.getScore(), 'getScore() before newGame').toBe(0);
  });

  it('a_new_game_starts_over_with_its_own_number', () => {
    const game = started(7);
    game.removeCards(...firstPair(7));
    game.newGame(1);
    expect(tableauOf(game), 'the tableau after newGame(1) following game 7').toEqual(
      recorded.games.find((g) => g.gameNumber === 1)!.tableau.flat(),
    );
    expect([game.getScore(), game.numberOfCardsLeft()], '[score, cards left] after newGame(1)').toEqual([0, 27]);
  });

  it('replay_restores_the_first_deal_and_the_score', () => {
    const game = started(99999);
    const first = tableauOf(game);
    game.removeCards(...firstPair(99999));
    game.consolidate();
    game.replay();
    expect(tableauOf(game), 'the tableau after replay() of game 99999').toEqual(first);
    expect([game.getScore(), game.numberOfCardsLeft()], '[score, cards left] after replay()').toEqual([0, 27]);
    game.replay();
    expect(tableauOf(game), 'the tableau after a second replay()').toEqual(first);
  });

  it('replay_before_any_game_is_an_error', () => {
    expect(() => new Game(5, 5).replay(), 'replay() on new Game(5, 5) before newGame').toThrow(IllegalStateError);
  });

  it('game_numbers_that_are_negative_or_not_whole_are_rejected', () => {
    const game = new Game(5, 5);
    for (const bad of [-1, 2.5, Number.NaN])
      expect(() => game.newGame(bad), `newGame(${bad})`).toThrow(IllegalArgumentError);
  });

  it('a_tableau_needs_1_to_52_places', () => {
    for (const [rows, columns] of [
      [0, 5],
      [5, 0],
      [-1, 3],
      [8, 7],
      [2.5, 2],
    ] as const) {
      expect(() => new Game(rows, columns), `new Game(${rows}, ${columns})`).toThrow(IllegalArgumentError);
    }
    expect(new Game(4, 13).getRows(), 'new Game(4, 13) holds exactly 52 places').toBe(4);
  });
});

/** The first removable pair of the first deal of a game number, as coordinates. */
function firstPair(gameNumber: number): [Coordinate, Coordinate] {
  const model = new Model(gameNumber);
  const [a, b] = model.pairs()[0]!;
  return [model.at(a), model.at(b)];
}

describe('Game: places and cards', () => {
  it('getSuit_and_getRank_are_null_where_a_card_was_removed', () => {
    const game = started(0);
    const [a, b] = firstPair(0);
    expect(game.getRank(a), `getRank(${a}) of game 0 before the removal`).not.toBeNull();
    game.removeCards(a, b);
    for (const place of [a, b]) {
      expect(game.getRank(place), `getRank(${place}) after removing it`).toBeNull();
      expect(game.getSuit(place), `getSuit(${place}) after removing it`).toBeNull();
    }
  });

  it('places_outside_the_tableau_are_rejected', () => {
    const game = started(0, 4, 6);
    for (const place of [at(4, 0), at(0, 6), at(9, 9)]) {
      expect(() => game.getRank(place), `getRank(${place}) on 4 rows of 6`).toThrow(IllegalArgumentError);
      expect(() => game.getSuit(place), `getSuit(${place}) on 4 rows of 6`).toThrow(IllegalArgumentError);
      expect(() => game.removeCards(at(0, 0), place), `removeCards((0, 0), ${place}) on 4 rows of 6`).toThrow(
        IllegalArgumentError,
      );
    }
  });
});

describe('Game: removing pairs', () => {
  it('touching_pairs_of_the_same_rank_are_removed_in_every_direction_and_at_every_edge', () => {
    const model = new Model(0);
    const tried = checkRemovals(5, 5, 300, (m, a, b) => m.touching(a, b));
    // Every place pair that touches (in both orders: all eight directions, every edge and corner) was tried.
    const touching = everyPair(5, 5)
      .filter(([a, b]) => model.touching(a, b))
      .map(([a, b]) => `${a}-${b}`);
    expect(
      touching.filter((pair) => !tried.has(pair)),
      'touching place pairs this test did not reach (a fault in the test)',
    ).toEqual([]);
  });

  it('same_rank_cards_that_do_not_touch_are_not_removed_even_across_the_edges', () => {
    const model = new Model(0);
    const wraps = (a: number, b: number) => {
      const [ra, ca, rb, cb] = [Math.floor(a / 5), a % 5, Math.floor(b / 5), b % 5];
      return (
        Math.abs(a - b) === 1 ||
        Math.abs(a - b) === 4 ||
        Math.abs(a - b) === 6 ||
        (ca === cb && Math.abs(ra - rb) === 4) ||
        (ra === rb && Math.abs(ca - cb) === 4)
      );
    };
    const tried = checkRemovals(5, 5, 150, (m, a, b) => !m.touching(a, b) && (wraps(a, b) || (a + b) % 7 === 0));
    const wrapping = everyPair(5, 5)
      .filter(([a, b]) => !model.touching(a, b) && wraps(a, b))
      .map(([a, b]) => `${a}-${b}`);
    expect(
      wrapping.filter((pair) => !tried.has(pair)),
      'wrapping place pairs this test did not reach (a fault in the test)',
    ).toEqual([]);
  });

  it('adjacency_also_holds_on_a_tableau_that_is_not_square', () => {
    checkRemovals(4, 6, 60, () => true);
    checkRemovals(3, 7, 60, () => true);
  });

  it('touching_cards_of_different_ranks_are_not_removed', () => {
    const game = started(0);
    const model = new Model(0);
    for (const [a, b] of everyPair(5, 5)) {
      if (!model.touching(a, b) || rankOf(model.cells[a]!) === rankOf(model.cells[b]!)) continue;
      expect(
        game.removeCards(model.at(a), model.at(b)),
        `removeCards(${model.at(a)}, ${model.at(b)}) of ${model.cells[a]} and ${model.cells[b]}`,
      ).toBe(false);
    }
    expect(tableauOf(game), 'the tableau after only refused removals').toEqual(model.cells);
  });

  it('a_card_cannot_be_paired_with_itself', () => {
    const game = started(0);
    expect(game.removeCards(at(2, 2), at(2, 2)), 'removeCards((2, 2), (2, 2))').toBe(false);
    expect(game.removeCards(at(0, 0), new Coordinate(0, 0)), 'removeCards((0, 0), another (0, 0))').toBe(false);
    expect(game.getScore(), 'the score afterwards').toBe(0);
    expect(tableauOf(game), 'the tableau afterwards').toEqual(new Model(0).cells);
  });

  it('a_refused_removal_changes_nothing', () => {
    const model = new Model(2013);
    const game = started(2013);
    const [a] = model.pairs()[0]!;
    const far = everyPair(5, 5).find(([x, y]) => x === a && !model.touching(x, y))![1];
    expect(
      game.removeCards(model.at(a), model.at(far)),
      `removeCards(${model.at(a)}, ${model.at(far)}) that do not touch`,
    ).toBe(false);
    expect(tableauOf(game), 'the tableau after a refused removal').toEqual(model.cells);
    expect([game.getScore(), game.numberOfCardsLeft()], '[score, cards left] after a refused removal').toEqual([0, 27]);
  });

  it('empty_places_are_never_removed', () => {
    const game = started(0);
    const [a, b] = firstPair(0);
    expect(game.removeCards(a, b), `removeCards(${a}, ${b}) in game 0`).toBe(true);
    expect(game.removeCards(a, b), `removing ${a} and ${b} a second time, now that they are empty`).toBe(false);
    expect(game.removeCards(b, a), `removeCards(${b}, ${a}), both empty`).toBe(false);
    expect(game.getScore(), 'the score after one removal and two refused').toBe(2);
  });

  it('the_score_goes_up_by_one_for_each_card_removed', () => {
    const model = new Model(0);
    const game = started(0);
    let removed = 0;
    for (const [a, b] of model.pairs()) {
      if (model.cells[a] === null || model.cells[b] === null) continue;
      expect(game.removeCards(model.at(a), model.at(b)), `removeCards(${model.at(a)}, ${model.at(b)})`).toBe(true);
      model.remove(a, b);
      removed += 2;
      expect(game.getScore(), `getScore() after removing ${removed} cards`).toBe(removed);
    }
    expect(removed, 'cards removed from game 0 (a fault in the test if 0)').toBeGreaterThan(0);
  });
});

describe('Game: consolidate', () => {
  it('consolidate_closes_a_hole_keeping_reading_order_and_deals_at_the_end', () => {
    const model = new Model(12345);
    const game = started(12345);
    const [a, b] = model.pairs()[0]!;
    game.removeCards(model.at(a), model.at(b));
    model.remove(a, b);
    game.consolidate();
    model.consolidate();
    expect(
      tableauOf(game),
      `the tableau of game 12345 after removing ${model.at(a)} and ${model.at(b)} and consolidating`,
    ).toEqual(model.cells);
    expect(game.numberOfCardsLeft(), 'numberOfCardsLeft() after dealing 2').toBe(25);
  });

  it('consolidate_without_holes_changes_nothing', () => {
    const game = started(1000000);
    game.consolidate();
    expect(tableauOf(game), 'the tableau after consolidate() on a full tableau').toEqual(new Model(1000000).cells);
    expect(game.numberOfCardsLeft(), 'numberOfCardsLeft() after consolidate() on a full tableau').toBe(27);
  });

  it('consolidate_with_holes_anywhere_follows_the_rules', () => {
    for (let gameNumber = 0; gameNumber < 12; gameNumber++) playAlongModel(gameNumber, gameNumber + 1);
  });

  it('consolidate_with_too_few_cards_in_the_deck_fills_what_it_can', () => {
    // Game 4 played as in the pinned win, up to the first consolidate that cannot fill the tableau.
    const model = new Model(WINNING_GAME);
    const game = started(WINNING_GAME);
    for (const move of WINNING_MOVES) {
      if (move === 'c') {
        const holes = model.cells.filter((c) => c === null).length;
        const short = holes > model.cardsLeft();
        game.consolidate();
        model.consolidate();
        expect(
          tableauOf(game),
          `the tableau after consolidate() with ${holes} holes and ${model.cardsLeft()} cards in the deck`,
        ).toEqual(model.cells);
        if (short) {
          expect(game.numberOfCardsLeft(), 'numberOfCardsLeft() once the deck ran out').toBe(0);
          expect(
            model.cells.slice(model.cells.indexOf(null)).every((c) => c === null),
            'the empty places are all at the end (a fault in the test if not)',
          ).toBe(true);
          return;
        }
      } else {
        const [r1, c1, r2, c2] = move;
        game.removeCards(at(r1!, c1!), at(r2!, c2!));
        model.remove(r1! * 5 + c1!, r2! * 5 + c2!);
      }
    }
    expect.unreachable('the pinned game never ran the deck out (a fault in the test)');
  });
});

describe('Game: winning', () => {
  it('a_whole_game_can_be_won', () => {
    const game = started(WINNING_GAME);
    WINNING_MOVES.forEach((move, step) => {
      expect(game.isWin(), `isWin() before step ${step}`).toBe(false);
      if (move === 'c') {
        game.consolidate();
      } else {
        const [r1, c1, r2, c2] = move;
        expect(
          game.removeCards(at(r1!, c1!), at(r2!, c2!)),
          `step ${step} of game ${WINNING_GAME}: removeCards((${r1}, ${c1}), (${r2}, ${c2}))`,
        ).toBe(true);
      }
    });
    expect(
      [game.getScore(), game.numberOfCardsLeft(), game.isWin()],
      '[score, cards left, isWin()] after the last pair',
    ).toEqual([52, 0, true]);
    expect(
      tableauOf(game).every((c) => c === null),
      'every place is empty after a win',
    ).toBe(true);
  });

  it('a_replayed_win_is_not_a_win_any_more', () => {
    const game = started(WINNING_GAME);
    for (const move of WINNING_MOVES) {
      if (move === 'c') game.consolidate();
      else game.removeCards(at(move[0]!, move[1]!), at(move[2]!, move[3]!));
    }
    game.replay();
    expect([game.isWin(), game.getScore()], '[isWin(), score] after replay() of a won game').toEqual([false, 0]);
  });
});

describe('Game: the rest of its API', () => {
  it('the_hint_is_not_offered_before_stage_03', () => {
    expect(started(0).isHintImplemented(), 'isHintImplemented() of the stage 02 Game').toBe(false);
  });

  // The README lists the topics of the help, not its words (a wheat says them otherwise): only its length is graded.
  it('the_help_text_explains_the_rules', () => {
    const text = started(0).getHelpText();
    expect(typeof text, 'getHelpText() returns text').toBe('string');
    const words = text.split(/\s+/).filter((word) => /\w/.test(word)).length;
    expect(words >= 20, `getHelpText() explains the rules in a few lines (${words} words)`).toBe(true);
  });
});
