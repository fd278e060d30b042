/**
 * @bug Hearts are written in black: only diamonds get the red ink.
 * @misconception A card is red when its suit is Diamond; the colour is picked from one suit instead of asking the card.
 * @hint Do your tests look at the colour of the writing on a heart, not only on a diamond?
 */
import type { Card } from '../../../solutions/klondike/01-card/Card.ts';
import { paintCard as referencePaintCard } from '../../../solutions/klondike/06-gui/CardPainter.ts';
import type { SvgElement, SvgNode } from '../../../activities/klondike/shared/svg.ts';
import { COLOURS } from '../../../activities/klondike/shared/tableLayout.ts';

export { paintBack, paintEmpty } from '../../../solutions/klondike/06-gui/CardPainter.ts';

function ink(node: SvgNode, colour: string): void {
  if (typeof node === 'string') return;
  if (node.tag === 'text') node.attributes.fill = colour;
  node.children.forEach((child) => ink(child, colour));
}

export function paintCard(card: Card, x: number, y: number): SvgElement {
  const painted = referencePaintCard(card, x, y);
  ink(painted, card.getSuit() === 'Diamond' ? COLOURS.red : COLOURS.black);
  return painted;
}
