/**
 * @bug findQuartet returns three places when only three cards of a quartet rank are there.
 * @misconception "Up to four" instead of "all four": the search keeps what it found whatever the count.
 * @hint Do your tests call findQuartet on cards holding only three kings?
 */
import { QUARTET_RANKS } from '../../../solutions/elevens/10-thirteens-tens/TensBoard.ts';
import { TensBoard as ReferenceBoard } from '../../../solutions/elevens/11-simulation/TensBoard.ts';

export class TensBoard extends ReferenceBoard {
  override findQuartet(selectedCards: readonly number[]): number[] {
    for (const rank of QUARTET_RANKS) {
      const places = selectedCards.filter((k) => this.cardAt(k)?.rank() === rank).slice(0, 4);
      if (places.length >= 3) return places;
    }
    return [];
  }
}
