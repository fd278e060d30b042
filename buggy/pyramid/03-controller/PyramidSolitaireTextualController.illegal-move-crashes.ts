/**
 * @bug An illegal move is not caught: the model's IllegalArgumentError ends playGame instead of a message and a new command.
 * @misconception The player only types legal moves.
 * @hint Do your tests type a move the model refuses and then go on playing?
 */
import type { PyramidSolitaireModel } from '../../../activities/pyramid/shared/PyramidSolitaireModel.ts';
import { PyramidSolitaireTextualController as Reference } from '../../../solutions/pyramid/03-controller/PyramidSolitaireTextualController.ts';

export class PyramidSolitaireTextualController extends Reference {
  protected override move<K>(model: PyramidSolitaireModel<K>, command: string, n: number[]): void {
    try {
      super.move(model, command, n);
    } catch (error) {
      throw new Error(`move failed: ${(error as Error).message}`);
    }
  }
}
