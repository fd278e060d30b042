/**
 * @bug The stacks are painted right to left: the Diamond stack first, above column 3, and the Heart stack last.
 * @misconception The stacks sit at the right of the table, so they are laid out from the right edge.
 * @hint Do your tests check which suit's stack is painted at each of the four places?
 */
import { PaintingPanel as Reference } from '../../../solutions/klondike/06-gui/PaintingPanel.ts';
import { paintCard, paintEmpty } from '../../../solutions/klondike/06-gui/CardPainter.ts';
import type { SvgElement } from '../../../activities/klondike/shared/svg.ts';
import { CARD_WIDTH, GAP } from '../../../activities/klondike/shared/tableLayout.ts';

export class PaintingPanel extends Reference {
  protected override paintStacks(): SvgElement[] {
    return [...this.game.getStacks()].reverse().map((stack, index) => {
      const x = GAP + (3 + index) * (CARD_WIDTH + GAP);
      const top = stack.top();
      return top === null ? paintEmpty(x, GAP, `${stack.getSuit()} stack`) : paintCard(top, x, GAP);
    });
  }
}
