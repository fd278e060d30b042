/**
 * @bug printCards walks every place up to the last card and prints the empty ones too ("2: null").
 * @misconception cardIndexes only tells where the table ends; the places are still visited one by one.
 * @hint Do your tests print a table with an empty place between two cards?
 */
import type { CardTable } from '../../../solutions/elevens/07-board-design/boardTrace.ts';

export { tracedCardIndexes, type CardTable } from '../../../solutions/elevens/07-board-design/boardTrace.ts';

export function printCards(board: CardTable): string {
  const last = board.cardIndexes().at(-1) ?? -1;
  let text = '';
  for (let k = 0; k <= last; k++) {
    text += `${k}: ${String(board.cardAt(k))}\n`;
  }
  return text;
}
