/**
 * @bug A deck that is used up is still painted as a face-down card.
 * @misconception The deck is always there, so it is always drawn the same way.
 * @hint Do your tests paint a game whose deck has no cards left?
 */
import { PaintingPanel as Reference } from '../../../solutions/klondike/06-gui/PaintingPanel.ts';
import { paintBack, paintCard } from '../../../solutions/klondike/06-gui/CardPainter.ts';
import type { SvgElement } from '../../../activities/klondike/shared/svg.ts';
import { CARD_WIDTH, GAP } from '../../../activities/klondike/shared/tableLayout.ts';

export class PaintingPanel extends Reference {
  protected override paintDeck(): SvgElement[] {
    const painted = [paintBack(GAP, GAP)];
    const open = this.game.getDeck().currentCard();
    if (open !== null) painted.push(paintCard(open, 2 * GAP + CARD_WIDTH, GAP));
    return painted;
  }
}
