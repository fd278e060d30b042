// Reference student tests: the standard a student's GameTester is compared with (`cardlab verify` proves they
// pass on the reference and catch every buggy Game). Deals used: see the README of activities/montecarlo/02-game.
import { describe, expect, it } from 'vitest';
import { Game } from './Game.ts';
import { Coordinate } from '../01-coordinate/Coordinate.ts';
import { rankSymbol, suitSymbol } from '../shared/cards.ts';

const at = (row: number, column: number) => new Coordinate(row, column);

function game(gameNumber: number): Game {
  const g = new Game(5, 5);
  g.newGame(gameNumber);
  return g;
}

/** The tableau as labels such as `6♥`, row by row, with `--` for an empty place. */
function labels(g: Game): string[] {
  const cells = new Array<string>(25);
  for (let k = 0; k < 25; k++) {
    const rank = g.getRank(at(Math.floor(k / 5), k % 5));
    const suit = g.getSuit(at(Math.floor(k / 5), k % 5));
    cells[k] = rank === null || suit === null ? '--' : `${rankSymbol(rank)}${suitSymbol(suit)}`;
  }
  return cells;
}

describe('GameTester', () => {
  it('game_12345_deals_the_tableau_of_the_original_program', () => {
    expect(labels(game(12345)).join(' ')).toBe(
      '6♥ 2♠ 5♠ 8♦ 9♠ A♦ 5♦ A♥ 9♥ Q♠ K♥ 7♥ 5♣ 2♦ 7♣ 7♦ 8♠ K♠ 10♣ 2♣ 3♣ 3♦ Q♦ 8♥ Q♥',
    );
  });

  it('a_new_game_has_27_cards_left_and_no_points', () => {
    const g = game(12345);
    expect([g.numberOfCardsLeft(), g.getScore(), g.isWin()]).toEqual([27, 0, false]);
  });

  it('pairs_touching_sideways_up_and_down_or_corner_to_corner_are_removed', () => {
    const g = game(2);
    expect(g.removeCards(at(0, 1), at(1, 2))).toBe(true); // 2♦ and 2♣, corner to corner
    expect(g.removeCards(at(2, 3), at(1, 3))).toBe(true); // 5♥ below 5♠
    expect(game(26).removeCards(at(2, 3), at(2, 4))).toBe(true); // 10♦ beside 10♣
    expect(game(37).removeCards(at(2, 1), at(1, 2))).toBe(true); // 10♦ and 10♥, the other diagonal
  });

  it('cards_do_not_touch_across_the_edges', () => {
    expect(game(5).removeCards(at(2, 4), at(3, 0))).toBe(false); // 9♦ ending row 2, 9♠ starting row 3
    expect(game(12).removeCards(at(4, 0), at(4, 4))).toBe(false); // both ends of the bottom row
    expect(game(37).removeCards(at(2, 0), at(2, 4))).toBe(false); // 9♥ and 9♠
  });

  it('touching_cards_of_different_ranks_are_never_removed', () => {
    const g = game(38); // no pair at all in this deal
    for (let a = 0; a < 25; a++) {
      for (let b = 0; b < 25; b++) {
        expect(g.removeCards(at(Math.floor(a / 5), a % 5), at(Math.floor(b / 5), b % 5))).toBe(false);
      }
    }
    expect(g.getScore()).toBe(0);
  });

  it('each_card_removed_is_worth_one_point_and_leaves_an_empty_place', () => {
    const g = game(26);
    g.removeCards(at(2, 3), at(2, 4));
    expect(g.getScore()).toBe(2);
    expect([g.getRank(at(2, 4)), g.getSuit(at(2, 4))]).toEqual([null, null]);
    expect(g.removeCards(at(2, 3), at(2, 4))).toBe(false);
  });

  it('consolidate_closes_the_holes_in_order_and_deals_at_the_end', () => {
    const g = game(26);
    const before = labels(g);
    g.removeCards(at(2, 3), at(2, 4));
    g.consolidate();
    const after = labels(g);
    const kept = before.filter((_, k) => k !== 13 && k !== 14);
    expect(after.slice(0, 23)).toEqual(kept);
    expect(after.slice(23)).toEqual(['7♥', 'J♦']); // the next two cards of the deck
    expect(g.numberOfCardsLeft()).toBe(25);
  });

  it('replay_deals_the_same_tableau_and_resets_the_score', () => {
    const g = game(26);
    const first = labels(g);
    g.removeCards(at(2, 3), at(2, 4));
    g.consolidate();
    g.replay();
    expect(labels(g)).toEqual(first);
    expect([g.getScore(), g.numberOfCardsLeft()]).toEqual([0, 27]);
  });
});
