/**
 * @bug A face-up card's accessible name is its long name (Spade9) instead of its short label (9♠).
 * @misconception The card's toString is the one name a card has, wherever it is shown.
 * @hint Do your tests check the aria-label of a face-up card?
 */
import type { Card } from '../../../solutions/klondike/01-card/Card.ts';
import { paintCard as referencePaintCard } from '../../../solutions/klondike/06-gui/CardPainter.ts';
import type { SvgElement } from '../../../activities/klondike/shared/svg.ts';

export { paintBack, paintEmpty } from '../../../solutions/klondike/06-gui/CardPainter.ts';

export function paintCard(card: Card, x: number, y: number): SvgElement {
  const painted = referencePaintCard(card, x, y);
  painted.attributes['aria-label'] = card.toString();
  return painted;
}
