/**
 * @bug printCards puts "\n" between lines only, so the last line has no newline.
 * @misconception Joining lines and ending lines are the same thing.
 * @hint Do your tests compare the whole text, including its very last character?
 */
import type { CardTable } from '../../../solutions/elevens/07-board-design/boardTrace.ts';

export { tracedCardIndexes, type CardTable } from '../../../solutions/elevens/07-board-design/boardTrace.ts';

export function printCards(board: CardTable): string {
  return board
    .cardIndexes()
    .map((k) => `${k}: ${String(board.cardAt(k))}`)
    .join('\n');
}
