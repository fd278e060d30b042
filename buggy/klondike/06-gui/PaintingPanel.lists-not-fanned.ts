/**
 * @bug Every card of a list is painted at the top of its column, so only a list's last card can be seen.
 * @misconception A list is one pile, painted at one place, like the deck.
 * @hint Do your tests look at where the second and later cards of a list are painted?
 */
import { PaintingPanel as Reference } from '../../../solutions/klondike/06-gui/PaintingPanel.ts';
import { paintBack, paintCard, paintEmpty } from '../../../solutions/klondike/06-gui/CardPainter.ts';
import type { SvgElement } from '../../../activities/klondike/shared/svg.ts';
import { CARD_HEIGHT, CARD_WIDTH, GAP } from '../../../activities/klondike/shared/tableLayout.ts';

export class PaintingPanel extends Reference {
  protected override paintList(index: number): SvgElement[] {
    const list = this.game.getLists()[index]!;
    const x = GAP + index * (CARD_WIDTH + GAP);
    const y = 2 * GAP + CARD_HEIGHT;
    if (list.isEmpty()) return [paintEmpty(x, y, `list ${index + 1}`)];
    const painted: SvgElement[] = [];
    for (let position = 0; position < list.size(); position++) {
      painted.push(position < list.getOpenedIndex() ? paintBack(x, y) : paintCard(list.get(position), x, y));
    }
    return painted;
  }
}
