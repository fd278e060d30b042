// Public tests: `cardlab check montecarlo/03` runs them. The grader's hidden tests check more.
import { describe, expect, it } from 'vitest';
import { Game } from './Game.ts';

describe('Game with a hint (public)', () => {
  it('says_it_has_a_hint', () => {
    expect(new Game(5, 5).isHintImplemented()).toBe(true);
  });

  it('finds_the_single_pair_of_game_26', () => {
    const game = new Game(5, 5);
    game.newGame(26);
    const hint = game.getHint();
    expect(hint).not.toBeNull();
    expect(hint!.map((place) => place.toString()).sort()).toEqual(['(2, 3)', '(2, 4)']);
  });
});
