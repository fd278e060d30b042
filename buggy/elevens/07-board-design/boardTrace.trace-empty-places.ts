/**
 * @bug tracedCardIndexes lists the empty places of the table (2, 4, 5, 8) instead of the ones holding a card.
 * @misconception cardIndexes finds the places that need a new card.
 * @hint Does a test check your traced list against the places that hold a card in the question's table?
 */
export { printCards, type CardTable } from '../../../solutions/elevens/07-board-design/boardTrace.ts';

export function tracedCardIndexes(): number[] {
  return [2, 4, 5, 8];
}
