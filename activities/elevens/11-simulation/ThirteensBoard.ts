/**
 * Activity 11 (Thirteens): the same idea for your Activity 10 ThirteensBoard. See README.md in this folder.
 * Write the three new methods and keep their names and signatures.
 */
import { ThirteensBoard as PlayableThirteensBoard } from '../10-thirteens-tens/ThirteensBoard.ts';

export class ThirteensBoard extends PlayableThirteensBoard {
  /** Makes one legal play if there is one (a 13-pair first, then a king); true if it played. */
  playIfPossible(): boolean {
    throw new Error('TODO: ThirteensBoard.playIfPossible is not written yet');
  }

  /** The places of the first pair among the selected ones worth 13 together, or []. */
  findPairSum13(selectedCards: readonly number[]): number[] {
    throw new Error('TODO: ThirteensBoard.findPairSum13 is not written yet');
  }

  /** The place of the first king among the selected ones, as a one-element list, or []. */
  findKing(selectedCards: readonly number[]): number[] {
    throw new Error('TODO: ThirteensBoard.findKing is not written yet');
  }
}
