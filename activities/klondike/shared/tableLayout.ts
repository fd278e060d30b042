/**
 * Provided by the kit (do not edit): the measures and colours of the Klondike table as stage 06 paints it, and the
 * short label a card is known by on the page (its accessible name).
 */
import { RANKS, type Suit } from './cardFacts.ts';

/** A card's size, in the drawing's units (pixels on the page). */
export const CARD_WIDTH = 72;
export const CARD_HEIGHT = 100;
/** The radius of a card's rounded corners (the rectangle's `rx`). */
export const CORNER = 6;
/** The space between two piles, and between the piles and the edges of the table. */
export const GAP = 16;
/** How far below the card before it each card of a list is painted. */
export const FAN = 24;

export const COLOURS = {
  /** The writing on hearts and diamonds. */
  red: '#c62828',
  /** The writing on clubs and spades. */
  black: '#1b1b1b',
  /** A face-up card. */
  face: '#ffffff',
  /** A face-down card. */
  back: '#2b5797',
  /** Every card's edge, and the outline of an empty pile. */
  outline: '#37474f',
  /** The table under the cards. */
  table: '#1e6b3c',
} as const;

export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { Heart: '♥', Club: '♣', Spade: '♠', Diamond: '♦' };

/** `9♠`, `10♦`, `A♥`, `K♣`: the rank (as RANKS writes it) followed by the suit's symbol. */
export function shortLabel(card: { getSuit(): Suit; getValue(): number }): string {
  return `${RANKS[card.getValue() - 1]}${SUIT_SYMBOLS[card.getSuit()]}`;
}
