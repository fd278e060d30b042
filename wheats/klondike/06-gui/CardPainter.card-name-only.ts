/**
 * @freedom a face-up card shows only its rectangle and its name, without the large short label: the README leaves
 * what else a card shows to you
 */
import { paintCard as referenceCard } from '../../../solutions/klondike/06-gui/CardPainter.ts';
import type { Card } from '../../../solutions/klondike/01-card/Card.ts';
import type { SvgElement } from '../../../activities/klondike/shared/svg.ts';

export { paintBack, paintEmpty } from '../../../solutions/klondike/06-gui/CardPainter.ts';

export function paintCard(card: Card, x: number, y: number): SvgElement {
  const painted = referenceCard(card, x, y);
  return { ...painted, children: painted.children.slice(0, 2) };
}
