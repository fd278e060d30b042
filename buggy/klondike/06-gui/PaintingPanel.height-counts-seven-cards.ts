/**
 * @bug The table is always as high as a list of seven cards, so a longer list runs off the bottom of the panel.
 * @misconception The longest list is the seventh one as dealt, so the table never needs more room than that.
 * @hint Do your tests check height() when a list holds more than seven cards, or fewer?
 */
import { PaintingPanel as Reference } from '../../../solutions/klondike/06-gui/PaintingPanel.ts';
import { CARD_HEIGHT, FAN, GAP } from '../../../activities/klondike/shared/tableLayout.ts';

export class PaintingPanel extends Reference {
  override height(): number {
    return 2 * GAP + CARD_HEIGHT + 6 * FAN + CARD_HEIGHT + GAP;
  }
}
