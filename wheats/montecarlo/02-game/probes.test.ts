// Probes: each passes on the reference and fails on a wheat, so verify sees that every wheat's freedom shows.
import { describe, expect, it } from 'vitest';
import { Game } from '../../../solutions/montecarlo/02-game/Game.ts';

describe('what the game leaves open', () => {
  it('a_tableau_too_small_is_named', () => {
    expect(() => new Game(0, 5)).toThrow(/at least one row and one column/);
  });

  it('the_help_speaks_of_ranks', () => {
    expect(new Game(5, 5).getHelpText()).toMatch(/rank/i);
  });
});
