import type { Solitaire } from '../04-solitaire/Solitaire.ts';
import { paintBack, paintCard, paintEmpty } from './CardPainter.ts';
import { svg, type SvgElement } from '../shared/svg.ts';
import { CARD_HEIGHT, CARD_WIDTH, COLOURS, FAN, GAP } from '../shared/tableLayout.ts';

/** The top of the lists: below the row of the deck and the stacks. */
const LISTS_Y = 2 * GAP + CARD_HEIGHT;

/** The left edge of column `column` (0 to 6); the deck, its open card and the stacks sit above columns 0, 1, 3–6. */
const columnX = (column: number): number => GAP + column * (CARD_WIDTH + GAP);

/** Paints a whole game: the deck and its open card, the four stacks and the seven lists, on the table. */
export class PaintingPanel {
  constructor(protected readonly game: Solitaire) {}

  /** Seven columns and the gaps around them. */
  width(): number {
    return columnX(7);
  }

  /** The row of the deck and the stacks, then the longest list fanned down (an empty list takes one card's room). */
  height(): number {
    return LISTS_Y + (Math.max(1, this.longestList()) - 1) * FAN + CARD_HEIGHT + GAP;
  }

  paint(): SvgElement {
    const width = this.width();
    const height = this.height();
    return svg(
      'svg',
      { width, height, viewBox: `0 0 ${width} ${height}`, role: 'group', 'aria-label': 'Klondike table' },
      svg('rect', { width, height, fill: COLOURS.table }),
      ...this.paintDeck(),
      ...this.paintStacks(),
      ...this.game.getLists().flatMap((_, index) => this.paintList(index)),
    );
  }

  /** The deck face down (an empty outline once it is used up), and its open card beside it. */
  protected paintDeck(): SvgElement[] {
    const deck = this.game.getDeck();
    const painted = [deck.isEmpty() ? paintEmpty(columnX(0), GAP, 'deck') : paintBack(columnX(0), GAP)];
    const open = deck.currentCard();
    if (open !== null) painted.push(paintCard(open, columnX(1), GAP));
    return painted;
  }

  /** The stacks above columns 3 to 6, in the game's order (Heart, Club, Spade, Diamond): each its top card. */
  protected paintStacks(): SvgElement[] {
    return this.game.getStacks().map((stack, index) => {
      const top = stack.top();
      return top === null
        ? paintEmpty(columnX(3 + index), GAP, `${stack.getSuit()} stack`)
        : paintCard(top, columnX(3 + index), GAP);
    });
  }

  /** List `index` fanned down its column: face-down cards before the opened index, face-up cards from it. */
  protected paintList(index: number): SvgElement[] {
    const list = this.game.getLists()[index]!;
    const x = columnX(index);
    if (list.isEmpty()) return [paintEmpty(x, LISTS_Y, `list ${index + 1}`)];
    const painted: SvgElement[] = [];
    for (let position = 0; position < list.size(); position++) {
      const y = LISTS_Y + position * FAN;
      painted.push(position < list.getOpenedIndex() ? paintBack(x, y) : paintCard(list.get(position), x, y));
    }
    return painted;
  }

  protected longestList(): number {
    return Math.max(...this.game.getLists().map((list) => list.size()));
  }
}
