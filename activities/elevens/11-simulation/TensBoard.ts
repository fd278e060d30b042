/**
 * Activity 11 (Tens): the same idea for your Activity 10 TensBoard. See README.md in this folder.
 * Write the three new methods and keep their names and signatures.
 */
// QUARTET_RANKS lists the ranks findQuartet tries, in the order it must try them.
import { QUARTET_RANKS, TensBoard as PlayableTensBoard } from '../10-thirteens-tens/TensBoard.ts';

export class TensBoard extends PlayableTensBoard {
  /** Makes one legal play if there is one (a 10-pair first, then a quartet); true if it played. */
  playIfPossible(): boolean {
    throw new Error('TODO: TensBoard.playIfPossible is not written yet');
  }

  /** The places of the first pair among the selected ones worth 10 together, or []. */
  findPairSum10(selectedCards: readonly number[]): number[] {
    throw new Error('TODO: TensBoard.findPairSum10 is not written yet');
  }

  /** The places of all four 10s, jacks, queens or kings (tried in that order) among the selected ones, or []. */
  findQuartet(selectedCards: readonly number[]): number[] {
    throw new Error('TODO: TensBoard.findQuartet is not written yet');
  }
}
