/**
 * Klondike 06: complete this class. See README.md in this folder.
 * Keep the class name, the constructor's parameter and the public methods: the game page and the grader call them.
 */
import type { Solitaire } from '../04-solitaire/Solitaire.ts';
import type { SvgElement } from '../shared/svg.ts';

export class PaintingPanel {
  // TODO: keep the game; paint() reads it each time it is called.

  constructor(game: Solitaire) {
    throw new Error('TODO: PaintingPanel constructor is not written yet');
  }

  /** The width of the table. */
  width(): number {
    throw new Error('TODO: PaintingPanel.width is not written yet');
  }

  /** The height of the table, which grows with the longest list. */
  height(): number {
    throw new Error('TODO: PaintingPanel.height is not written yet');
  }

  /** The whole game as an <svg> element: the table, the deck and its open card, the stacks, the lists. */
  paint(): SvgElement {
    throw new Error('TODO: PaintingPanel.paint is not written yet');
  }
}
