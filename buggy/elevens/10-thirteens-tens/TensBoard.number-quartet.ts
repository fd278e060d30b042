/**
 * @bug Four cards of any one rank are accepted, four 2s included.
 * @misconception "A quartet of the same rank" remembered without the list of ranks it applies to.
 * @hint Do your tests select all four cards of a number rank, such as the four 2s?
 */
import { TensBoard as ReferenceBoard } from '../../../solutions/elevens/10-thirteens-tens/TensBoard.ts';

export { BOARD_SIZE, POINT_VALUES, QUARTET_RANKS } from '../../../solutions/elevens/10-thirteens-tens/TensBoard.ts';

export class TensBoard extends ReferenceBoard {
  override isLegal(selectedCards: readonly number[]): boolean {
    if (selectedCards.length === 4) return this.allSameRank(selectedCards);
    return super.isLegal(selectedCards);
  }

  override anotherPlayIsPossible(): boolean {
    if (super.anotherPlayIsPossible()) return true;
    const ranks = this.cardIndexes().map((k) => this.cardAt(k)!.rank());
    return ranks.some((rank) => ranks.filter((r) => r === rank).length === 4);
  }

  private allSameRank(places: readonly number[]): boolean {
    const first = this.cardAt(places[0]!);
    return first !== null && places.every((k) => this.cardAt(k)?.rank() === first.rank());
  }
}
