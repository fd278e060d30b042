import { ElevensBoard as PlayableElevensBoard } from '../09-elevens-board/ElevensBoard.ts';
import { findOneOfEach, findPairSumming, playFirstFound } from '../shared/cardGroups.ts';

/** The Activity 9 board, now able to find and make a play by itself, as a simulation needs. */
export class ElevensBoard extends PlayableElevensBoard {
  /** Makes one legal play if there is one (an 11-pair first, then a jack-queen-king); true if it played. */
  playIfPossible(): boolean {
    return playFirstFound(this, [(onTable) => this.findPairSum11(onTable), (onTable) => this.findJQK(onTable)]);
  }

  /** The places of the first pair among the selected ones worth 11 together, or [] if there is none. */
  findPairSum11(selectedCards: readonly number[]): number[] {
    return findPairSumming(this, selectedCards, 11);
  }

  /** The places of a jack, a queen and a king (the first of each, in that order), or []. */
  findJQK(selectedCards: readonly number[]): number[] {
    return findOneOfEach(this, selectedCards, ['jack', 'queen', 'king']);
  }
}
