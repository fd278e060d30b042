/**
 * What a move made with the mouse (or the keyboard) on the Klondike page means, as a command of the lab: the same
 * text the command field takes, so that the page plays every move through the student's `executeCommand`. A pile
 * is found by where it is painted: stage 06 fixes the table's layout (activities/klondike/shared/tableLayout.ts),
 * so a place on the painting tells the deck, its open card, the stacks and the seven lists apart whatever the
 * student draws inside a card.
 */
import { SUITS } from '../../../activities/klondike/shared/cardFacts.ts';
import { CARD_HEIGHT, CARD_WIDTH, FAN, GAP, SUIT_SYMBOLS } from '../../../activities/klondike/shared/tableLayout.ts';

/** A pile of the table: the deck, its open card, a stack (1 to 4, as `getStacks()` orders them) or a list (1 to 7). */
export type Pile =
  { kind: 'deck' } | { kind: 'open' } | { kind: 'stack'; stack: number } | { kind: 'list'; list: number };

/** A painted card or place: its pile, and the card's name in the lab's commands (`Spade9`), null when not shown. */
export interface Piece {
  pile: Pile;
  card: string | null;
}

/** The top of the lists, below the row of the deck and the stacks. */
const LISTS_Y = 2 * GAP + CARD_HEIGHT;
const COLUMN = CARD_WIDTH + GAP;

/** The pile painted at (x, y) of the drawing (its own units); null off the table's piles (the gap at column 2). */
export function pileAt(x: number, y: number): Pile | null {
  const column = Math.floor((x - GAP / 2) / COLUMN);
  if (column < 0 || column > 6) return null;
  if (y >= LISTS_Y - GAP / 2) return { kind: 'list', list: column + 1 };
  if (column === 0) return { kind: 'deck' };
  if (column === 1) return { kind: 'open' };
  if (column >= 3) return { kind: 'stack', stack: column - 2 };
  return null;
}

/** The pile whose card is painted with its top left corner at (x, y): the corner is inside its column. */
export function pileOfCardAt(x: number, y: number): Pile | null {
  return pileAt(x + CARD_WIDTH / 2, y + Math.min(FAN, CARD_HEIGHT) / 2);
}

const SUIT_OF_SYMBOL: Readonly<Record<string, string>> = Object.fromEntries(
  SUITS.map((suit) => [SUIT_SYMBOLS[suit], suit]),
);

/** The name of the card labelled `9♠` in the lab's commands (`Spade9`); null for a back or an empty place. */
export function commandName(label: string): string | null {
  const match = /^(A|[2-9]|10|J|Q|K)([♥♣♠♦])$/u.exec(label.trim());
  return match ? `${SUIT_OF_SYMBOL[match[2]!]}${match[1]}` : null;
}

/** Whether a piece can be picked up to move: a card shown face up in a list, or the open card of the deck. */
export function canPickUp(piece: Piece): boolean {
  return piece.card !== null && (piece.pile.kind === 'list' || piece.pile.kind === 'open');
}

export const samePile = (a: Pile, b: Pile): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The command that moves `source` (and the cards below it) onto `target`, or null when no command does: a list
 * takes a card with `DeckTo x` (from the deck) or `Link c x`, a stack with `Send c` (the card goes to its suit's
 * stack whichever stack it was dropped on, as the command says).
 */
export function moveCommand(source: Piece, target: Pile): string | null {
  if (!canPickUp(source) || samePile(source.pile, target)) return null;
  if (target.kind === 'stack') return `Send ${source.card}`;
  if (target.kind !== 'list') return null;
  return source.pile.kind === 'open' ? `DeckTo ${target.list}` : `Link ${source.card} ${target.list}`;
}

/** How a pile is named to a screen reader, after the card: `9♠, list 3`. */
export function pileName(pile: Pile): string {
  switch (pile.kind) {
    case 'deck':
      return 'the deck';
    case 'open':
      return 'the open card of the deck';
    case 'stack':
      return `stack ${pile.stack}`;
    case 'list':
      return `list ${pile.list}`;
  }
}
