/**
 * @bug printCards numbers the places from 1: the card in place 0 is printed as "1: …".
 * @misconception Places on the table are counted the way people count, not the way arrays are indexed.
 * @hint Do your tests check the number printed in front of the card in place 0?
 */
import type { CardTable } from '../../../solutions/elevens/07-board-design/boardTrace.ts';

export { tracedCardIndexes, type CardTable } from '../../../solutions/elevens/07-board-design/boardTrace.ts';

export function printCards(board: CardTable): string {
  let text = '';
  for (const k of board.cardIndexes()) {
    text += `${k + 1}: ${String(board.cardAt(k))}\n`;
  }
  return text;
}
