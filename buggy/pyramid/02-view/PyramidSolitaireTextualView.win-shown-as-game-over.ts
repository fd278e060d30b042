/**
 * @bug An empty pyramid is shown as "Game over. Score: 0" instead of "You win!": game over is checked first.
 * @misconception A win is one way the game is over, so the game-over message covers it.
 * @hint Do your tests render a game whose pyramid has been cleared?
 */
import { PyramidSolitaireTextualView as ReferenceView } from '../../../solutions/pyramid/02-view/PyramidSolitaireTextualView.ts';
import type { PyramidSolitaireModel } from '../../../activities/pyramid/shared/PyramidSolitaireModel.ts';

export class PyramidSolitaireTextualView extends ReferenceView {
  constructor(private readonly shown: PyramidSolitaireModel<unknown>) {
    super(shown);
  }

  override toString(): string {
    const model = this.shown;
    if (model.getNumRows() >= 0 && model.isGameOver()) return `Game over. Score: ${model.getScore()}`;
    return super.toString();
  }
}
