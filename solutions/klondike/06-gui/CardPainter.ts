import type { Card } from '../01-card/Card.ts';
import { svg, type SvgElement } from '../shared/svg.ts';
import { CARD_HEIGHT, CARD_WIDTH, COLOURS, CORNER, shortLabel } from '../shared/tableLayout.ts';

/** Where a card goes: a group moved to (x, y), so everything inside is drawn from the card's top left corner. */
function placed(x: number, y: number, className: string, label: string, ...children: SvgElement[]): SvgElement {
  return svg(
    'g',
    { class: className, transform: `translate(${x}, ${y})`, role: 'img', 'aria-label': label },
    ...children,
  );
}

/** A face-up card at (x, y): a white rounded rectangle, its name in a corner and its label large, in its colour. */
export function paintCard(card: Card, x: number, y: number): SvgElement {
  const ink = card.colour() === 'red' ? COLOURS.red : COLOURS.black;
  return placed(
    x,
    y,
    'card',
    shortLabel(card),
    svg('rect', { width: CARD_WIDTH, height: CARD_HEIGHT, rx: CORNER, fill: COLOURS.face, stroke: COLOURS.outline }),
    svg('text', { x: 5, y: 15, fill: ink, 'font-size': 11, 'font-family': 'sans-serif' }, card.toString()),
    svg(
      'text',
      {
        x: CARD_WIDTH / 2,
        y: CARD_HEIGHT / 2 + 12,
        fill: ink,
        'font-size': 30,
        'font-family': 'serif',
        'text-anchor': 'middle',
      },
      shortLabel(card),
    ),
  );
}

/** A face-down card at (x, y): the back colour, with an inner frame, and nothing that tells which card it is. */
export function paintBack(x: number, y: number): SvgElement {
  return placed(
    x,
    y,
    'card back',
    'face-down card',
    svg('rect', { width: CARD_WIDTH, height: CARD_HEIGHT, rx: CORNER, fill: COLOURS.back, stroke: COLOURS.outline }),
    svg('rect', {
      x: 6,
      y: 6,
      width: CARD_WIDTH - 12,
      height: CARD_HEIGHT - 12,
      rx: CORNER / 2,
      fill: 'none',
      stroke: COLOURS.face,
      'stroke-opacity': 0.5,
    }),
  );
}

/** Where a pile is empty: a dashed outline of a card, named for the page (`empty deck`, `empty list 3`). */
export function paintEmpty(x: number, y: number, name: string): SvgElement {
  return placed(
    x,
    y,
    'empty',
    `empty ${name}`,
    svg('rect', {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      rx: CORNER,
      fill: 'none',
      stroke: COLOURS.outline,
      'stroke-dasharray': '6 4',
    }),
  );
}
