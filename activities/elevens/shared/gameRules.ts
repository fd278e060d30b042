/**
 * Provided by the kit (do not edit): the facts of the three games, shared by their boards, the kit's games and
 * the tests. Cards are built suit by suit in this order of suits and ranks.
 */
export const RANKS = ['ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king'] as const;
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

/** Places on the table and the point value of each rank (in RANKS order). */
export const ELEVENS = { boardSize: 9, pointValues: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 0, 0] } as const;
export const THIRTEENS = { boardSize: 10, pointValues: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0] } as const;
export const TENS = { boardSize: 13, pointValues: [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0, 0] } as const;
