// Public tests: `cardlab check pyramid/02` runs them. The grader's hidden tests check more.
import { describe, expect, it } from 'vitest';
import { PyramidSolitaireTextualView } from './PyramidSolitaireTextualView.ts';
import { BasicPyramidSolitaire } from '../01-model/BasicPyramidSolitaire.ts';

describe('PyramidSolitaireTextualView (public)', () => {
  it('an_unstarted_game_shows_nothing', () => {
    expect(new PyramidSolitaireTextualView(new BasicPyramidSolitaire()).toString()).toBe('');
  });

  it('two_rows_of_the_ordered_deck', () => {
    const model = new BasicPyramidSolitaire();
    model.startGame(model.getDeck(), false, 2, 3);
    expect(new PyramidSolitaireTextualView(model).toString()).toBe('  A♣\n2♣  3♣\nDraw: 4♣, 5♣, 6♣');
  });
});
