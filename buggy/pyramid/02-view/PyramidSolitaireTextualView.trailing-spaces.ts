/**
 * @bug Every card is padded to 3 characters, including the last card of a row, so rows can end with spaces.
 * @misconception Padding every cell the same way is enough; what is at the end of a line cannot be seen anyway.
 * @hint Do your tests compare whole lines of the view, including a row that ends with a one-digit card?
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
    if (rows < 0) return '';
    if (model.getScore() === 0) return 'You win!';
    if (model.isGameOver()) return `Game over. Score: ${model.getScore()}`;
    const lines: string[] = [];
    for (let row = 0; row < rows; row++) {
      const cells: string[] = [];
      for (let place = 0; place <= row; place++) cells.push(String(model.getCardAt(row, place) ?? '').padEnd(3));
      const line = ' '.repeat(2 * (rows - 1 - row)) + cells.join(' ');
      lines.push(line.trim() === '' ? '' : line);
    }
    const draw = model.getDrawCards().map(String);
    lines.push(draw.length === 0 ? 'Draw:' : `Draw: ${draw.join(', ')}`);
    return lines.join('\n');
  }
}
