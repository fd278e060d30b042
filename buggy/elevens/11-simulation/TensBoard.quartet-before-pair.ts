/**
 * @bug playIfPossible removes a quartet before it looks for a pair worth 10.
 * @misconception The bigger play seen as the better one, against the stated order.
 * @hint Do your tests give playIfPossible a table with both a quartet and a 10-pair, and check which cards went?
 */
import { TensBoard as ReferenceBoard } from '../../../solutions/elevens/11-simulation/TensBoard.ts';

export class TensBoard extends ReferenceBoard {
  override playIfPossible(): boolean {
    const quartet = this.findQuartet(this.cardIndexes());
    if (quartet.length > 0) {
      this.replaceSelectedCards(quartet);
      return true;
    }
    return super.playIfPossible();
  }
}
