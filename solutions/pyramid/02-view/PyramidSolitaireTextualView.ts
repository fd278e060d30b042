import type { PyramidSolitaireModel } from '../shared/PyramidSolitaireModel.ts';

/** The width every card is padded to, and the indent per level of the pyramid. */
const CELL_WIDTH = 3;
const INDENT = 2;

/**
 * Renders any Pyramid Solitaire model as text. It only reads the model through its interface, and shows cards
 * with their own toString, so it works whatever class the model uses for its cards.
 */
export class PyramidSolitaireTextualView {
  constructor(private readonly model: PyramidSolitaireModel<unknown>) {}

  toString(): string {
    const model = this.model;
    const rows = model.getNumRows();
    if (rows < 0) return '';
    if (model.getScore() === 0 && this.pyramidIsEmpty()) return 'You win!';
    if (model.isGameOver()) return `Game over. Score: ${model.getScore()}`;
    const lines: string[] = [];
    for (let row = 0; row < rows; row++) {
      const cells: string[] = [];
      for (let place = 0; place < model.getRowWidth(row); place++) {
        const card = model.getCardAt(row, place);
        cells.push((card === null ? '' : String(card)).padEnd(CELL_WIDTH));
      }
      lines.push((' '.repeat(INDENT * (rows - 1 - row)) + cells.join(' ')).trimEnd());
    }
    const draw = model.getDrawCards().map(String);
    lines.push(draw.length === 0 ? 'Draw:' : `Draw: ${draw.join(', ')}`);
    return lines.join('\n');
  }

  private pyramidIsEmpty(): boolean {
    for (let row = 0; row < this.model.getNumRows(); row++) {
      for (let place = 0; place < this.model.getRowWidth(row); place++) {
        if (this.model.getCardAt(row, place) !== null) return false;
      }
    }
    return true;
  }
}
