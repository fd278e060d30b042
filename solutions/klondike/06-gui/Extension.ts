import type { Solitaire } from '../04-solitaire/Solitaire.ts';
import { svg, type SvgElement } from '../shared/svg.ts';
import { COLOURS, SUIT_SYMBOLS } from '../shared/tableLayout.ts';

/** The drawing's size, and the room each stack's bar takes. */
const WIDTH = 240;
const ROW = 28;
const TOP = 12;
const BAR_X = 36;
const BAR_WIDTH = 120;
/** The bars' height; the banner, once the game is won, goes below them. */
const BARS = TOP + 4 * ROW + 4;
const BANNER = 40;

/** How full one stack is: its suit, a bar filled to its share of 13 cards, and the count in words. */
function stackRow(suit: keyof typeof SUIT_SYMBOLS, size: number, row: number): SvgElement {
  const y = TOP + row * ROW;
  const colour = suit === 'Heart' || suit === 'Diamond' ? COLOURS.red : COLOURS.black;
  return svg(
    'g',
    { transform: `translate(0, ${y})` },
    svg('text', { x: 12, y: 16, 'font-size': 18, fill: colour }, SUIT_SYMBOLS[suit]),
    svg('rect', { x: BAR_X, y: 4, width: BAR_WIDTH, height: 14, rx: 3, fill: 'none', stroke: COLOURS.outline }),
    svg('rect', { x: BAR_X, y: 4, width: (BAR_WIDTH * size) / 13, height: 14, rx: 3, fill: COLOURS.table }),
    svg('text', { x: BAR_X + BAR_WIDTH + 10, y: 16, 'font-size': 14, fill: COLOURS.black }, `${size} of 13`),
  );
}

/**
 * Once the game is won, a banner whose golden edge pulses three times: an animation that ends, so it never distracts
 * for long, and that leaves the writing as readable at every moment.
 */
function wonBanner(): SvgElement {
  return svg(
    'g',
    { transform: `translate(0, ${BARS})` },
    svg(
      'rect',
      { x: 8, y: 4, width: WIDTH - 16, height: 30, rx: 6, fill: COLOURS.table, stroke: '#ffd54f', 'stroke-width': 0 },
      svg('animate', { attributeName: 'stroke-width', values: '0;6;0', dur: '0.8s', repeatCount: 3 }),
    ),
    svg('text', { x: WIDTH / 2, y: 25, 'font-size': 16, 'text-anchor': 'middle', fill: COLOURS.face }, 'You won!'),
  );
}

/**
 * The reference kit's example of question 6: how far each stack has come, and a banner when the game is won. The game
 * page calls `paint` after every move and shows the drawing beside the table.
 */
export const extension = {
  title: 'Stacks so far',
  paint(game: Solitaire): SvgElement {
    const stacks = game.getStacks();
    const cards = stacks.reduce((sum, stack) => sum + stack.size(), 0);
    const height = BARS + (game.isWon() ? BANNER : 0);
    return svg(
      'svg',
      {
        width: WIDTH,
        height,
        viewBox: `0 0 ${WIDTH} ${height}`,
        role: 'img',
        'aria-label': `${cards} of 52 cards on the stacks${game.isWon() ? ': the game is won' : ''}`,
      },
      svg('rect', { width: WIDTH, height, rx: 8, fill: COLOURS.face }),
      ...stacks.map((stack, row) => stackRow(stack.getSuit(), stack.size(), row)),
      ...(game.isWon() ? [wonBanner()] : []),
    );
  },
};
