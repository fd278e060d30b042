/**
 * Provided by the kit (do not edit): the suits and ranks of the Monte Carlo lab, in the order the deck is
 * built (clubs, diamonds, hearts, spades; ace up to king), with their short symbols for printing.
 *
 * Each value is a plain string, so two suits (or ranks) are equal exactly when `===` says so.
 */
export const Suit = {
  CLUBS: 'CLUBS',
  DIAMONDS: 'DIAMONDS',
  HEARTS: 'HEARTS',
  SPADES: 'SPADES',
} as const;
export type Suit = (typeof Suit)[keyof typeof Suit];

export const Rank = {
  ACE: 'ACE',
  TWO: 'TWO',
  THREE: 'THREE',
  FOUR: 'FOUR',
  FIVE: 'FIVE',
  SIX: 'SIX',
  SEVEN: 'SEVEN',
  EIGHT: 'EIGHT',
  NINE: 'NINE',
  TEN: 'TEN',
  JACK: 'JACK',
  QUEEN: 'QUEEN',
  KING: 'KING',
} as const;
export type Rank = (typeof Rank)[keyof typeof Rank];

/** Every suit, in deck order. */
export const SUITS: readonly Suit[] = Object.freeze([Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES]);

/** Every rank, in deck order. */
export const RANKS: readonly Rank[] = Object.freeze([
  Rank.ACE,
  Rank.TWO,
  Rank.THREE,
  Rank.FOUR,
  Rank.FIVE,
  Rank.SIX,
  Rank.SEVEN,
  Rank.EIGHT,
  Rank.NINE,
  Rank.TEN,
  Rank.JACK,
  Rank.QUEEN,
  Rank.KING,
]);

/** Cards in a full deck. */
export const DECK_SIZE = SUITS.length * RANKS.length;

const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { CLUBS: '♣', DIAMONDS: '♦', HEARTS: '♥', SPADES: '♠' };
const SUIT_LETTERS: Readonly<Record<Suit, string>> = { CLUBS: 'C', DIAMONDS: 'D', HEARTS: 'H', SPADES: 'S' };
const RANK_SYMBOLS: readonly string[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** The position of a suit in deck order (clubs 0 … spades 3). */
export function suitOrdinal(suit: Suit): number {
  return SUITS.indexOf(suit);
}

/** The position of a rank in deck order (ace 0 … king 12). */
export function rankOrdinal(rank: Rank): number {
  return RANKS.indexOf(rank);
}

/** `♣`, `♦`, `♥` or `♠`. */
export function suitSymbol(suit: Suit): string {
  return SUIT_SYMBOLS[suit];
}

/** `A`, `2` … `10`, `J`, `Q`, `K`. */
export function rankSymbol(rank: Rank): string {
  return RANK_SYMBOLS[rankOrdinal(rank)]!;
}

/** A short label such as `10♦` or `K♣`. */
export function cardLabel(rank: Rank, suit: Suit): string {
  return `${rankSymbol(rank)}${suitSymbol(suit)}`;
}

/** A plain-text label such as `10D` or `KC` (ranks as above, suits as C, D, H, S), as the fixtures write cards. */
export function asciiLabel(rank: Rank, suit: Suit): string {
  return `${rankSymbol(rank)}${SUIT_LETTERS[suit]}`;
}

/** True for hearts and diamonds. */
export function isRed(suit: Suit): boolean {
  return suit === Suit.HEARTS || suit === Suit.DIAMONDS;
}
