/**
 * @bug containsPairSum11 looks for two cards worth 10 together instead of 11.
 * @misconception The target total was mixed up with the one of a related game (Tens).
 * @hint Do your tests check a pair that really is worth 11, such as a 10 and an ace?
 */
import { ElevensBoard as ReferenceBoard } from '../../../solutions/elevens/09-elevens-board/ElevensBoard.ts';

export { BOARD_SIZE, RANKS, SUITS, POINT_VALUES } from '../../../solutions/elevens/09-elevens-board/ElevensBoard.ts';

export class ElevensBoard extends ReferenceBoard {
  protected override containsPairSum11(selectedCards: readonly number[]): boolean {
    for (let i = 0; i < selectedCards.length; i++) {
      for (let j = i + 1; j < selectedCards.length; j++) {
        const first = this.cardAt(selectedCards[i]!);
        const second = this.cardAt(selectedCards[j]!);
        if (first !== null && second !== null && first.pointValue() + second.pointValue() === 10) return true;
      }
    }
    return false;
  }
}
