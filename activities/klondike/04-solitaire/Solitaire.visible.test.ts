// Public tests: `cardlab check klondike/04` runs them. The grader's hidden tests check much more.
import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../../shared/RandomSource.ts';
import { Solitaire } from './Solitaire.ts';

describe('Solitaire (public)', () => {
  it('a_new_game_has_seven_lists_of_1_to_7_cards', () => {
    const game = new Solitaire(new SeededRandom(1));
    expect(game.getLists().map((list) => list.size())).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(game.getDeck().size()).toBe(24);
  });

  it('an_unknown_command_is_an_invalid_move', () => {
    const game = new Solitaire(new SeededRandom(1));
    expect(game.executeCommand('Fly away')).toMatch(/^Invalid move\./);
  });
});
