/**
 * @bug Every card of a list is painted face up, the ones the player has not turned over yet too.
 * @misconception A painting shows the cards a list holds; which of them are face down is the game's business.
 * @hint Do your tests check that a new deal's lists show face-down cards above their last card?
 */
import { PaintingPanel as Reference } from '../../../solutions/klondike/06-gui/PaintingPanel.ts';
import { paintCard, paintEmpty } from '../../../solutions/klondike/06-gui/CardPainter.ts';
import type { SvgElement } from '../../../activities/klondike/shared/svg.ts';
import { CARD_HEIGHT, CARD_WIDTH, FAN, GAP } from '../../../activities/klondike/shared/tableLayout.ts';

export class PaintingPanel extends Reference {
  protected override paintList(index: number): SvgElement[] {
    const list = this.game.getLists()[index]!;
    const x = GAP + index * (CARD_WIDTH + GAP);
    const top = 2 * GAP + CARD_HEIGHT;
    if (list.isEmpty()) return [paintEmpty(x, top, `list ${index + 1}`)];
    const painted: SvgElement[] = [];
    for (let position = 0; position < list.size(); position++)
      painted.push(paintCard(list.get(position), x, top + position * FAN));
    return painted;
  }
}
