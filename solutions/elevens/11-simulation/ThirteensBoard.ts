import { ThirteensBoard as PlayableThirteensBoard } from '../10-thirteens-tens/ThirteensBoard.ts';
import { findPairSumming, findSameRank, playFirstFound } from '../shared/cardGroups.ts';

/** The Activity 10 Thirteens board, able to play by itself. */
export class ThirteensBoard extends PlayableThirteensBoard {
  /** Makes one legal play if there is one (a 13-pair first, then a king); true if it played. */
  playIfPossible(): boolean {
    return playFirstFound(this, [(onTable) => this.findPairSum13(onTable), (onTable) => this.findKing(onTable)]);
  }

  /** The places of the first pair among the selected ones worth 13 together, or []. */
  findPairSum13(selectedCards: readonly number[]): number[] {
    return findPairSumming(this, selectedCards, 13);
  }

  /** The place of the first king among the selected ones, as a one-element list, or []. */
  findKing(selectedCards: readonly number[]): number[] {
    return findSameRank(this, selectedCards, 'king', 1);
  }
}
