/**
 * @bug containsPairSum11 assumes every selected place holds a card, and throws a TypeError on an empty one.
 * @misconception Places on the table are never empty.
 * @hint Do your tests use the deck up, so that some places stay empty, and then select one of them?
 */
import { ElevensBoard as ReferenceBoard } from '../../../solutions/elevens/09-elevens-board/ElevensBoard.ts';

export { BOARD_SIZE, RANKS, SUITS, POINT_VALUES } from '../../../solutions/elevens/09-elevens-board/ElevensBoard.ts';

export class ElevensBoard extends ReferenceBoard {
  protected override containsPairSum11(selectedCards: readonly number[]): boolean {
    for (let i = 0; i < selectedCards.length; i++) {
      for (let j = i + 1; j < selectedCards.length; j++) {
        const total = this.cardAt(selectedCards[i]!)!.pointValue() + this.cardAt(selectedCards[j]!)!.pointValue();
        if (total === 11) return true;
      }
    }
    return false;
  }
}
