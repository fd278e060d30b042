import { describe, expect, it } from 'vitest';
import { Game } from '../../../../solutions/montecarlo/03-hint/Game.ts';
import { Model, chooser, show, tableauOf } from '../shared/model.ts';

function started(gameNumber: number, rows = 5, columns = 5): Game {
  const game = new Game(rows, columns);
  game.newGame(gameNumber);
  return game;
}

/** Checks getHint() against the model: a removable pair when the model has one, null when it has none. */
function checkHint(game: Game, model: Model, where: string): void {
  const hint = game.getHint();
  const pairs = model.pairs();
  if (pairs.length === 0) {
    expect(hint, `getHint() ${where}, where no pair can be removed:${show(model.cells, model.columns)}`).toBeNull();
    return;
  }
  expect(
    hint,
    `getHint() ${where}, where ${pairs.length} pair(s) can be removed:${show(model.cells, model.columns)}`,
  ).not.toBeNull();
  const [first, second] = hint!;
  const a = first.getRow() * model.columns + first.getColumn();
  const b = second.getRow() * model.columns + second.getColumn();
  const ok = pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
  expect(
    ok,
    `getHint() ${where} gave ${first} and ${second}, which cannot be removed:${show(model.cells, model.columns)}`,
  ).toBe(true);
}

/** The first game numbers whose first deal has exactly one pair, and that pair lies as `shape` says. */
function gamesWhoseOnlyPair(shape: (dRow: number, dColumn: number) => boolean, count: number): number[] {
  const found: number[] = [];
  for (let gameNumber = 0; found.length < count; gameNumber++) {
    const pairs = new Model(gameNumber).pairs();
    if (pairs.length !== 1) continue;
    const [a, b] = pairs[0]!;
    if (shape(Math.floor(b / 5) - Math.floor(a / 5), (b % 5) - (a % 5))) found.push(gameNumber);
  }
  return found;
}

describe('Game with a hint', () => {
  it('isHintImplemented_is_true', () => {
    expect(started(0).isHintImplemented(), 'isHintImplemented() of the stage 03 Game').toBe(true);
  });

  it('the_hint_is_a_removable_pair_on_every_first_deal', () => {
    for (let gameNumber = 0; gameNumber < 200; gameNumber++)
      checkHint(started(gameNumber), new Model(gameNumber), `on the first deal of game ${gameNumber}`);
  });

  it('the_hint_is_null_when_no_pair_can_be_removed', () => {
    const games = [38];
    for (let gameNumber = 39; games.length < 5; gameNumber++)
      if (new Model(gameNumber).pairs().length === 0) games.push(gameNumber);
    for (const gameNumber of games)
      expect(started(gameNumber).getHint(), `getHint() on game ${gameNumber}, which has no pair`).toBeNull();
  });

  it('a_pair_touching_along_either_diagonal_is_found', () => {
    const downLeft = gamesWhoseOnlyPair((dr, dc) => dr === 1 && dc === -1, 3);
    const downRight = gamesWhoseOnlyPair((dr, dc) => dr === 1 && dc === 1, 3);
    for (const gameNumber of [...downLeft, ...downRight])
      checkHint(started(gameNumber), new Model(gameNumber), `on game ${gameNumber}, whose only pair is diagonal`);
  });

  it('a_pair_side_by_side_or_one_above_the_other_is_found', () => {
    const sideways = gamesWhoseOnlyPair((dr) => dr === 0, 3);
    const upDown = gamesWhoseOnlyPair((dr, dc) => dr === 1 && dc === 0, 3);
    for (const gameNumber of [...sideways, ...upDown])
      checkHint(started(gameNumber), new Model(gameNumber), `on game ${gameNumber}, whose only pair is straight`);
  });

  it('the_hint_never_suggests_empty_places', () => {
    for (let gameNumber = 0; gameNumber < 60; gameNumber++) {
      const model = new Model(gameNumber);
      const game = started(gameNumber);
      const first = model.pairs()[0];
      if (!first) continue;
      game.removeCards(model.at(first[0]), model.at(first[1]));
      model.remove(first[0], first[1]);
      checkHint(
        game,
        model,
        `on game ${gameNumber} after removing ${model.at(first[0])} and ${model.at(first[1])}, before consolidating`,
      );
    }
  });

  it('asking_for_a_hint_changes_nothing', () => {
    const game = started(4);
    const before = tableauOf(game);
    const hint = game.getHint();
    game.getHint();
    expect(hint, 'getHint() on game 4').not.toBeNull();
    expect(tableauOf(game), 'the tableau after two calls of getHint()').toEqual(before);
    expect([game.getScore(), game.numberOfCardsLeft()], '[score, cards left] after getHint()').toEqual([0, 27]);
  });

  it('following_the_hints_plays_a_game_correctly', () => {
    for (let gameNumber = 0; gameNumber < 15; gameNumber++) {
      const model = new Model(gameNumber);
      const game = started(gameNumber);
      const pick = chooser(gameNumber + 11);
      for (let step = 0; step < 120; step++) {
        checkHint(game, model, `in game ${gameNumber} at step ${step}`);
        const pairs = model.pairs();
        if (pairs.length > 0 && pick(3) !== 0) {
          const [a, b] = pairs[pick(pairs.length)]!;
          game.removeCards(model.at(a), model.at(b));
          model.remove(a, b);
        } else {
          const before = model.cells.join();
          game.consolidate();
          model.consolidate();
          if (pairs.length === 0 && model.cells.join() === before) break;
        }
      }
    }
  });

  it('the_hint_works_on_a_tableau_that_is_not_square', () => {
    for (let gameNumber = 0; gameNumber < 40; gameNumber++) {
      checkHint(started(gameNumber, 4, 6), new Model(gameNumber, 4, 6), `on game ${gameNumber} dealt on 4 rows of 6`);
      checkHint(started(gameNumber, 3, 7), new Model(gameNumber, 3, 7), `on game ${gameNumber} dealt on 3 rows of 7`);
    }
  });
});
