/**
 * Activity 7: trace cardIndexes and write printCards. See README.md in this folder.
 * Keep the names and parameters: the grader calls them.
 */
import type { Card } from '../01-card/Card.ts';

/** What printCards needs from a board: the places that hold a card, and the card at a place. */
export interface CardTable {
  cardIndexes(): number[];
  cardAt(k: number): Card | null;
}

/** Question 4c: the list that cardIndexes returns for the table J♥ 6♣ null 2♠ null null A♠ 4♥ null. */
export function tracedCardIndexes(): number[] {
  throw new Error('TODO: tracedCardIndexes is not written yet');
}

/** Question 4d: one line `<position>: <card>` for each card on the table (see README.md). */
export function printCards(board: CardTable): string {
  throw new Error('TODO: printCards is not written yet');
}
