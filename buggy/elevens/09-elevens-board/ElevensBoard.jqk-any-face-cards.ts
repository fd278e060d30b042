/**
 * @bug containsJQK accepts any three face cards: two jacks and a king pass as a jack-queen-king.
 * @misconception "A jack, a queen and a king" read as "three cards worth 0".
 * @hint Do your tests try three face cards that are not one of each rank?
 */
import { ElevensBoard as ReferenceBoard } from '../../../solutions/elevens/09-elevens-board/ElevensBoard.ts';

export { BOARD_SIZE, RANKS, SUITS, POINT_VALUES } from '../../../solutions/elevens/09-elevens-board/ElevensBoard.ts';

export class ElevensBoard extends ReferenceBoard {
  protected override containsJQK(selectedCards: readonly number[]): boolean {
    const faces = selectedCards.filter((k) => ['jack', 'queen', 'king'].includes(this.cardAt(k)?.rank() ?? ''));
    return faces.length >= 3;
  }
}
