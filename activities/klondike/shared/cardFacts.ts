/**
 * Provided by the kit (do not edit): the names the Klondike lab uses for suits, colours and ranks.
 */
export type Suit = 'Heart' | 'Club' | 'Spade' | 'Diamond';
export type Colour = 'red' | 'black';

/** The suits in the order of the card indexes (1–13, 14–26, 27–39, 40–52) and of the foundations on the screen. */
export const SUITS: readonly Suit[] = ['Heart', 'Club', 'Spade', 'Diamond'];

/** How each value prints, from the ace (value 1) to the king (value 13). */
export const RANKS: readonly string[] = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
