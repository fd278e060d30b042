import type { Card } from '../01-card/Card.ts';

/** What printCards needs from a board: the places that hold a card, and the card at a place. */
export interface CardTable {
  cardIndexes(): number[];
  cardAt(k: number): Card | null;
}

/** Question 4c: cardIndexes of the table J♥ 6♣ null 2♠ null null A♠ 4♥ null lists the places that hold a card. */
export function tracedCardIndexes(): number[] {
  return [0, 1, 3, 6, 7];
}

/** Question 4d: one line `<position>: <card>` for each card on the table, in the order cardIndexes gives. */
export function printCards(board: CardTable): string {
  let text = '';
  for (const k of board.cardIndexes()) {
    text += `${k}: ${String(board.cardAt(k))}\n`;
  }
  return text;
}
