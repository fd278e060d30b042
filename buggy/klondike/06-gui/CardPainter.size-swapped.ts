/**
 * @bug A face-up card is drawn lying on its side: its rectangle is CARD_HEIGHT wide and CARD_WIDTH high.
 * @misconception A rectangle's size is given as (height, width), as rows and columns are.
 * @hint Do your tests check the width and the height of a face-up card's rectangle?
 */
import type { Card } from '../../../solutions/klondike/01-card/Card.ts';
import { paintCard as referencePaintCard } from '../../../solutions/klondike/06-gui/CardPainter.ts';
import type { SvgElement } from '../../../activities/klondike/shared/svg.ts';
import { CARD_HEIGHT, CARD_WIDTH } from '../../../activities/klondike/shared/tableLayout.ts';

export { paintBack, paintEmpty } from '../../../solutions/klondike/06-gui/CardPainter.ts';

export function paintCard(card: Card, x: number, y: number): SvgElement {
  const painted = referencePaintCard(card, x, y);
  const rect = painted.children.find(
    (child): child is SvgElement => typeof child !== 'string' && child.tag === 'rect',
  )!;
  rect.attributes.width = CARD_HEIGHT;
  rect.attributes.height = CARD_WIDTH;
  return painted;
}
