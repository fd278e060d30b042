/**
 * @bug A card counts as exposed as soon as the card below on its left is gone; the card below on its right is not looked at.
 * @misconception Each card rests on one card of the row below.
 * @hint Do your tests remove only the left one of the two cards covering a card, then try to use that card?
 */
import { BasicPyramidSolitaire as Reference } from '../../../solutions/pyramid/01-model/BasicPyramidSolitaire.ts';

export class BasicPyramidSolitaire extends Reference {
  protected override isExposed(row: number, card: number): boolean {
    const pyramid = this.pyramid!;
    if (pyramid[row]![card] === null) return false;
    return row === pyramid.length - 1 || pyramid[row + 1]![card] === null;
  }
}
