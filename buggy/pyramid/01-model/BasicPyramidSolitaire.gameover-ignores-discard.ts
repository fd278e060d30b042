/**
 * @bug isGameOver looks only at removals in the pyramid and forgets that a draw card can still be discarded.
 * @misconception Discarding is not a real move, so it cannot keep a game going.
 * @hint Do your tests ask isGameOver when nothing can be removed but a draw card is still face up?
 */
import { BasicPyramidSolitaire as Reference } from '../../../solutions/pyramid/01-model/BasicPyramidSolitaire.ts';

export class BasicPyramidSolitaire extends Reference {
  override isGameOver(): boolean {
    const saved = this.draw;
    this.started();
    this.draw = [];
    try {
      return super.isGameOver();
    } finally {
      this.draw = saved;
    }
  }
}
