/**
 * Cards drawn as SVG, with no image to download: the rank and suit in two corners, the pips of a number card laid
 * out as on a real card, a framed letter for a jack, a queen or a king, and a patterned back. Every card on a page
 * is named by its short label (`10♦`), or `face-down card`, for screen readers and for tests.
 */
import type { CardFace } from '../cardFace.ts';
import { h, s } from './dom.ts';

export const FACE_DOWN = 'face-down card';

/** Where the pips of each number card go on a 100 × 140 card (x, y); the lower ones are drawn upside down. */
const PIPS: Readonly<Record<string, readonly [number, number][]>> = {
  '2': [
    [50, 36],
    [50, 104],
  ],
  '3': [
    [50, 36],
    [50, 70],
    [50, 104],
  ],
  '4': [
    [34, 36],
    [66, 36],
    [34, 104],
    [66, 104],
  ],
  '5': [
    [34, 36],
    [66, 36],
    [50, 70],
    [34, 104],
    [66, 104],
  ],
  '6': [
    [34, 36],
    [66, 36],
    [34, 70],
    [66, 70],
    [34, 104],
    [66, 104],
  ],
  '7': [
    [34, 36],
    [66, 36],
    [50, 53],
    [34, 70],
    [66, 70],
    [34, 104],
    [66, 104],
  ],
  '8': [
    [34, 36],
    [66, 36],
    [50, 53],
    [34, 70],
    [66, 70],
    [50, 87],
    [34, 104],
    [66, 104],
  ],
  '9': [
    [34, 36],
    [66, 36],
    [34, 59],
    [66, 59],
    [50, 70],
    [34, 81],
    [66, 81],
    [34, 104],
    [66, 104],
  ],
  '10': [
    [34, 36],
    [66, 36],
    [50, 48],
    [34, 59],
    [66, 59],
    [34, 81],
    [66, 81],
    [50, 92],
    [34, 104],
    [66, 104],
  ],
};

function corner(face: CardFace, flipped: boolean): SVGElement {
  const group = s(
    'g',
    { transform: flipped ? 'rotate(180 50 70)' : null },
    s(
      'text',
      { x: 11, y: 22, 'text-anchor': 'middle', 'font-size': face.rank === '10' ? 15 : 18, 'font-weight': 700 },
      face.rank,
    ),
    s('text', { x: 11, y: 40, 'text-anchor': 'middle', 'font-size': 17 }, face.suit),
  );
  return group;
}

function centre(face: CardFace): SVGElement[] {
  const pips = PIPS[face.rank];
  if (pips) {
    return pips.map(([x, y]) =>
      s(
        'text',
        {
          x,
          y,
          'text-anchor': 'middle',
          'dominant-baseline': 'central',
          'font-size': 22,
          transform: y > 70 ? `rotate(180 ${x} ${y})` : null,
        },
        face.suit,
      ),
    );
  }
  if (face.rank === 'A')
    return [
      s('text', { x: 50, y: 72, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': 58 }, face.suit),
    ];
  // A court card: the letter in a frame, the suit beside it.
  return [
    s('rect', {
      x: 22,
      y: 28,
      width: 56,
      height: 84,
      rx: 4,
      fill: 'none',
      stroke: 'currentColor',
      'stroke-opacity': 0.45,
    }),
    s(
      'text',
      {
        x: 50,
        y: 66,
        'text-anchor': 'middle',
        'dominant-baseline': 'central',
        'font-size': 40,
        'font-family': 'Georgia, serif',
      },
      face.rank,
    ),
    s('text', { x: 50, y: 96, 'text-anchor': 'middle', 'dominant-baseline': 'central', 'font-size': 20 }, face.suit),
  ];
}

/** The colours of the cards' inks, as the page's style sheet names them (--red, --ink). */
const INK = { red: '#c62828', black: '#1b1b1b' };

/**
 * The picture of a card (a face, or its back for null), as an image with no text of its own: it is named by what
 * holds it. An image rather than inline SVG, so that the rank and suit drawn on it are not read as the text of the
 * button (a screen reader, and axe's label-in-name rule, would hear `7♦7♦♦♦…` beside the name `7♦`).
 */
export function cardImage(face: CardFace | null, cornersOnly = false): HTMLImageElement {
  const drawing = face === null ? backDrawing() : faceDrawing(face, cornersOnly);
  drawing.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  const source = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawing.outerHTML)}`;
  return h('img', { src: source, alt: '', class: `card-image${face ? (face.red ? ' red' : ' black') : ''}` });
}

function backDrawing(): SVGElement {
  return s(
    'svg',
    { viewBox: '0 0 100 140' },
    s(
      'defs',
      {},
      s(
        'pattern',
        { id: 'back', width: 10, height: 10, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
        s('rect', { width: 5, height: 10, fill: '#3d6cb4' }),
      ),
    ),
    s('rect', { x: 1, y: 1, width: 98, height: 138, rx: 8, fill: '#2b5797', stroke: '#1c3a66' }),
    s('rect', {
      x: 8,
      y: 8,
      width: 84,
      height: 124,
      rx: 5,
      fill: 'url(#back)',
      stroke: '#ffffff',
      'stroke-opacity': 0.7,
    }),
  );
}

function faceDrawing(face: CardFace, cornersOnly: boolean): SVGElement {
  const ink = face.red ? INK.red : INK.black;
  return s(
    'svg',
    { viewBox: '0 0 100 140', color: ink, 'font-family': 'system-ui, sans-serif' },
    s('rect', { x: 1, y: 1, width: 98, height: 138, rx: 8, fill: '#ffffff', stroke: '#8a96a3' }),
    s('g', { fill: ink }, corner(face, false), corner(face, true), ...(cornersOnly ? [] : centre(face))),
  );
}

export interface CardButtonOptions {
  selected?: boolean;
  hinted?: boolean;
  disabled?: boolean;
  /**
   * Only the rank and suit in the corners: for a card mostly covered by others, whose pips would show as stray
   * fragments between the cards over it.
   */
  cornersOnly?: boolean;
  /** A longer description for screen readers, after the label (`, covered`). */
  note?: string;
  onClick?: () => void;
}

/** A card the player can click or press: a real button, named by the card's short label. */
export function cardButton(face: CardFace | null, options: CardButtonOptions = {}): HTMLButtonElement {
  const classes = ['card', options.selected ? 'selected' : '', options.hinted ? 'hinted' : '']
    .filter(Boolean)
    .join(' ');
  const button = h(
    'button',
    {
      type: 'button',
      class: classes,
      'aria-label': `${face?.label ?? FACE_DOWN}${options.note ?? ''}`,
      'aria-pressed': options.selected ? 'true' : 'false',
      disabled: options.disabled,
    },
    cardImage(face, options.cornersOnly),
  );
  if (options.onClick) button.addEventListener('click', options.onClick);
  return button;
}

/** A card only shown (a face, or face down for null). */
export function cardFigure(face: CardFace | null, note = ''): HTMLDivElement {
  return h('div', { class: 'card', role: 'img', 'aria-label': `${face?.label ?? FACE_DOWN}${note}` }, cardImage(face));
}

/** The outline of a place with no card. */
export function emptyPlace(name: string): HTMLDivElement {
  return h('div', { class: 'card empty', role: 'img', 'aria-label': name });
}
