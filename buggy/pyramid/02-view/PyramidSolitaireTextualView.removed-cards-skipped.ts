/**
 * @bug Removed cards are left out of their row instead of being shown as blank spaces, so the cards to their right move left.
 * @misconception A removed card is gone, so there is nothing to print for it.
 * @hint Do your tests render a row with a removed card at the start or in the middle of the row?
 */
import { PyramidSolitaireTextualView as ReferenceView } from '../../../solutions/pyramid/02-view/PyramidSolitaireTextualView.ts';
import type { PyramidSolitaireModel } from '../../../activities/pyramid/shared/PyramidSolitaireModel.ts';

export class PyramidSolitaireTextualView extends ReferenceView {
  constructor(private readonly shown: PyramidSolitaireModel<unknown>) {
    super(shown);
  }

  override toString(): string {
    const model = this.shown;
    const rows = model.getNumRows();
    const text = super.toString();
    if (rows < 1 || !text.includes('Draw:')) return text;
    const lines: string[] = [];
    for (let row = 0; row < rows; row++) {
      const cards: string[] = [];
      for (let place = 0; place <= row; place++) {
        const card = model.getCardAt(row, place);
        if (card !== null) cards.push(String(card).padEnd(3));
      }
      lines.push((' '.repeat(2 * (rows - 1 - row)) + cards.join(' ')).trimEnd());
    }
    return [...lines, text.split('\n').pop()!].join('\n');
  }
}
