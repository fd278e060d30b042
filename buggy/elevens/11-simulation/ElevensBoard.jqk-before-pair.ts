/**
 * @bug playIfPossible looks for a jack-queen-king before it looks for an 11-pair.
 * @misconception The two kinds of play treated as interchangeable, so the order of the searches "does not matter".
 * @hint Do your tests give playIfPossible a table holding both an 11-pair and a jack, a queen and a king, and check which cards went?
 */
import { ElevensBoard as ReferenceBoard } from '../../../solutions/elevens/11-simulation/ElevensBoard.ts';

export class ElevensBoard extends ReferenceBoard {
  override playIfPossible(): boolean {
    for (const group of [this.findJQK(this.cardIndexes()), this.findPairSum11(this.cardIndexes())]) {
      if (group.length > 0) {
        this.replaceSelectedCards(group);
        return true;
      }
    }
    return false;
  }
}
