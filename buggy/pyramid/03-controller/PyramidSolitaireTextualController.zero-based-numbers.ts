/**
 * @bug The typed numbers are passed to the model as they are, without taking 1 off: "rm1 7 5" asks for row 7, card 5 of the model.
 * @misconception The player counts the same way as the model does.
 * @hint Do your tests type a command and then check which card of the model it removed?
 */
import { PyramidSolitaireTextualController as Reference } from '../../../solutions/pyramid/03-controller/PyramidSolitaireTextualController.ts';

export class PyramidSolitaireTextualController extends Reference {
  protected override toModelIndex(typed: number): number {
    return typed;
  }
}
