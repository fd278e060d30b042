/**
 * One way for every game to describe a card it shows, whatever class the lab gives cards: the short label
 * (`A♠`, `10♦`, `K♥`), the rank and suit symbol it is drawn from, and its colour. Drivers build these; the
 * terminal prints the label and the web pages draw the face and use the label as the card's accessible name.
 */

export type SuitSymbol = '♣' | '♦' | '♥' | '♠';
export const SUIT_SYMBOLS: readonly SuitSymbol[] = ['♣', '♦', '♥', '♠'];

/** Ranks as the labels write them, from the ace up. */
export const RANK_LABELS: readonly string[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A type, not an interface, so that it is plain JSON data to the type checker too. */
export type CardFace = {
  label: string;
  rank: string;
  suit: SuitSymbol;
  red: boolean;
};

/** The face of the card of `value` (1 for an ace … 13 for a king) and `suit`. */
export function faceOf(value: number, suit: SuitSymbol): CardFace {
  const rank = RANK_LABELS[value - 1];
  if (rank === undefined || !SUIT_SYMBOLS.includes(suit))
    throw new RangeError(`no card has value ${value} and suit ${suit}`);
  return { label: `${rank}${suit}`, rank, suit, red: suit === '♦' || suit === '♥' };
}

/** The face of a card from a label such as `10♦`; undefined for anything else. */
export function faceOfLabel(label: string): CardFace | undefined {
  const match = /^(A|[2-9]|10|J|Q|K)([♣♦♥♠])$/u.exec(label);
  if (!match) return undefined;
  return faceOf(RANK_LABELS.indexOf(match[1]!) + 1, match[2] as SuitSymbol);
}
