/**
 * @bug printCards numbers the lines with the position in the list cardIndexes returned (0, 1, 2…) instead of the place on the table.
 * @misconception The loop counter and the element it reaches are the same thing.
 * @hint Do your tests print a table whose first place is empty?
 */
import type { CardTable } from '../../../solutions/elevens/07-board-design/boardTrace.ts';

export { tracedCardIndexes, type CardTable } from '../../../solutions/elevens/07-board-design/boardTrace.ts';

export function printCards(board: CardTable): string {
  const indexes = board.cardIndexes();
  let text = '';
  for (let i = 0; i < indexes.length; i++) {
    text += `${i}: ${String(board.cardAt(indexes[i]!))}\n`;
  }
  return text;
}
