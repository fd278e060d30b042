/**
 * @bug With no draw cards, the last line is "Draw: " with a space after the colon.
 * @misconception The label of the draw line is always the same text.
 * @hint Do your tests render a game that has no draw cards (started with 0, or all used up)?
 */
import { PyramidSolitaireTextualView as ReferenceView } from '../../../solutions/pyramid/02-view/PyramidSolitaireTextualView.ts';

export class PyramidSolitaireTextualView extends ReferenceView {
  override toString(): string {
    const text = super.toString();
    return text.endsWith('Draw:') ? `${text} ` : text;
  }
}
