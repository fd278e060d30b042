/**
 * @bug remove(row, card) accepts a queen as well as a king.
 * @misconception Face cards are the high cards, so any of the top ones may go alone.
 * @hint Do your tests try to remove an exposed queen by itself?
 */
import { Card } from '../../../solutions/pyramid/01-model/Card.ts';
import { BasicPyramidSolitaire as Reference } from '../../../solutions/pyramid/01-model/BasicPyramidSolitaire.ts';
import { IllegalArgumentError } from '../../../activities/shared/errors.ts';

export class BasicPyramidSolitaire extends Reference {
  override remove(row1: number, card1: number, row2?: number, card2?: number): void {
    if (row2 === undefined && card2 === undefined) {
      const pyramid = this.started();
      const card: Card = this.exposedCard(row1, card1);
      if (card.value() < 12) throw new IllegalArgumentError(`${card} cannot be removed alone`);
      pyramid[row1]![card1] = null;
      return;
    }
    super.remove(row1, card1, row2, card2);
  }
}
