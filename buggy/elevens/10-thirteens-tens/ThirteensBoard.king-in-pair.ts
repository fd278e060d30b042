/**
 * @bug isLegal accepts any two cards when one of them is a king.
 * @misconception "Kings can always be removed" read as "a king makes any selection legal".
 * @hint Do your tests select a king together with another card?
 */
import { ThirteensBoard as ReferenceBoard } from '../../../solutions/elevens/10-thirteens-tens/ThirteensBoard.ts';

export { BOARD_SIZE, POINT_VALUES } from '../../../solutions/elevens/10-thirteens-tens/ThirteensBoard.ts';

export class ThirteensBoard extends ReferenceBoard {
  override isLegal(selectedCards: readonly number[]): boolean {
    if (selectedCards.length === 2 && selectedCards.some((k) => this.cardAt(k)?.rank() === 'king')) return true;
    return super.isLegal(selectedCards);
  }
}
