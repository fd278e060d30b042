// Public tests: `cardlab check montecarlo/02` runs them. The grader's hidden tests check more.
import { describe, expect, it } from 'vitest';
import { Game } from './Game.ts';
import { Coordinate } from '../01-coordinate/Coordinate.ts';

function game(gameNumber: number): Game {
  const g = new Game(5, 5);
  g.newGame(gameNumber);
  return g;
}

describe('Game (public)', () => {
  it('game_12345_starts_with_the_six_of_hearts_in_the_top_left_corner', () => {
    const g = game(12345);
    expect(g.getRank(new Coordinate(0, 0))).toBe('SIX');
    expect(g.getSuit(new Coordinate(0, 0))).toBe('HEARTS');
    expect(g.getRank(new Coordinate(4, 4))).toBe('QUEEN');
  });

  it('a_new_game_has_27_cards_in_the_deck_and_no_points', () => {
    const g = game(12345);
    expect(g.numberOfCardsLeft()).toBe(27);
    expect(g.getScore()).toBe(0);
  });

  it('two_touching_cards_of_the_same_rank_can_be_removed', () => {
    // Game 26 has one pair: the 10♦ at (2, 3) and the 10♣ at (2, 4).
    const g = game(26);
    expect(g.removeCards(new Coordinate(2, 3), new Coordinate(2, 4))).toBe(true);
    expect(g.getRank(new Coordinate(2, 3))).toBeNull();
  });
});
