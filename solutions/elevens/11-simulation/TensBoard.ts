import { QUARTET_RANKS, TensBoard as PlayableTensBoard } from '../10-thirteens-tens/TensBoard.ts';
import { findPairSumming, findSameRank, playFirstFound } from '../shared/cardGroups.ts';

/** The Activity 10 Tens board, able to play by itself. */
export class TensBoard extends PlayableTensBoard {
  /** Makes one legal play if there is one (a 10-pair first, then a quartet); true if it played. */
  playIfPossible(): boolean {
    return playFirstFound(this, [(onTable) => this.findPairSum10(onTable), (onTable) => this.findQuartet(onTable)]);
  }

  /** The places of the first pair among the selected ones worth 10 together, or []. */
  findPairSum10(selectedCards: readonly number[]): number[] {
    return findPairSumming(this, selectedCards, 10);
  }

  /** The places of all four 10s, jacks, queens or kings (checked in that order) among the selected ones, or []. */
  findQuartet(selectedCards: readonly number[]): number[] {
    for (const rank of QUARTET_RANKS) {
      const places = findSameRank(this, selectedCards, rank, 4);
      if (places.length > 0) return places;
    }
    return [];
  }
}
