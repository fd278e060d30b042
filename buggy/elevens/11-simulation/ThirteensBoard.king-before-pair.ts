/**
 * @bug playIfPossible removes a king before it looks for a pair worth 13.
 * @misconception A one-card play looks simpler, so it is tried first, against the stated order.
 * @hint Do your tests give playIfPossible a table with both a king and a 13-pair, and check which cards went?
 */
import { ThirteensBoard as ReferenceBoard } from '../../../solutions/elevens/11-simulation/ThirteensBoard.ts';

export class ThirteensBoard extends ReferenceBoard {
  override playIfPossible(): boolean {
    const king = this.findKing(this.cardIndexes());
    if (king.length > 0) {
      this.replaceSelectedCards(king);
      return true;
    }
    return super.playIfPossible();
  }
}
