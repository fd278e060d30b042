/**
 * @bug Rows are indented one space per level instead of two.
 * @misconception The indent only has to make a triangle, so any indent will do.
 * @hint Do your tests check the exact text of a pyramid with several rows, spaces included?
 */
import { PyramidSolitaireTextualView as ReferenceView } from '../../../solutions/pyramid/02-view/PyramidSolitaireTextualView.ts';
import type { PyramidSolitaireModel } from '../../../activities/pyramid/shared/PyramidSolitaireModel.ts';

export class PyramidSolitaireTextualView extends ReferenceView {
  constructor(private readonly shown: PyramidSolitaireModel<unknown>) {
    super(shown);
  }

  override toString(): string {
    const model = this.shown;
    const text = super.toString();
    const rows = model.getNumRows();
    if (rows < 1 || !text.includes('Draw:')) return text;
    return text
      .split('\n')
      .map((line, row) => (row < rows && line !== '' ? line.slice(rows - 1 - row) : line))
      .join('\n');
  }
}
