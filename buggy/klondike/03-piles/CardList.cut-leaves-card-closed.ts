/**
 * @bug cut takes the lower cards away but does not open the card that becomes the new tail.
 * @misconception Cutting only splits the list; opening cards is something else's job.
 * @hint Do your tests cut just below a face-down card and look at what stays?
 */
import { CardList as Reference } from '../../../solutions/klondike/03-piles/CardList.ts';

export class CardList extends Reference {
  override cut(index: number): Reference {
    const opened = this.openedIndex;
    const lower = super.cut(index);
    if (!this.isEmpty()) this.openedIndex = opened;
    return lower;
  }
}
