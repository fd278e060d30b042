/**
 * Provided by the kit (do not edit): the facts of a standard deck as Pyramid Solitaire uses them.
 * A card's value is 1 (ace) to 10 for number cards, 11 for a jack, 12 for a queen and 13 for a king.
 */
export type Suit = '♣' | '♦' | '♥' | '♠';

/** The four suits, in the order getDeck() uses. */
export const SUITS: readonly Suit[] = ['♣', '♦', '♥', '♠'];

/** The lowest and the highest value of a card. */
export const LOWEST_VALUE = 1;
export const HIGHEST_VALUE = 13;

/** The total of the cards removed in one move (a king alone, or two cards together). */
export const TARGET_SUM = 13;

/** The number of cards in a full deck. */
export const DECK_SIZE = 52;
