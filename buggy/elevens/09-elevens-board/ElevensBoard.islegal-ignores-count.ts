/**
 * @bug isLegal does not look at how many cards were selected: any selection that contains a pair worth 11 or a jack-queen-king is accepted.
 * @misconception The helpers answer "is there such a group among these cards?", so their answer was taken as the whole rule.
 * @hint Do your tests select a pair worth 11 together with a third card?
 */
import { ElevensBoard as ReferenceBoard } from '../../../solutions/elevens/09-elevens-board/ElevensBoard.ts';

export { BOARD_SIZE, RANKS, SUITS, POINT_VALUES } from '../../../solutions/elevens/09-elevens-board/ElevensBoard.ts';

export class ElevensBoard extends ReferenceBoard {
  override isLegal(selectedCards: readonly number[]): boolean {
    return this.containsPairSum11(selectedCards) || this.containsJQK(selectedCards);
  }
}
