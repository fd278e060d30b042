/**
 * Activity 11: the Elevens board learns to play by itself. See README.md in this folder.
 * It extends your Activity 9 board; write the three new methods and keep their names and signatures: the
 * grader and the provided ElevensSimulation call them.
 */
import { ElevensBoard as PlayableElevensBoard } from '../09-elevens-board/ElevensBoard.ts';

export class ElevensBoard extends PlayableElevensBoard {
  /** Makes one legal play if there is one (an 11-pair first, then a jack-queen-king); true if it played. */
  playIfPossible(): boolean {
    throw new Error('TODO: ElevensBoard.playIfPossible is not written yet');
  }

  /** The places of the first pair among the selected ones worth 11 together, or [] if there is none. */
  findPairSum11(selectedCards: readonly number[]): number[] {
    throw new Error('TODO: ElevensBoard.findPairSum11 is not written yet');
  }

  /** The places of a jack, a queen and a king (the first of each, in that order), or []. */
  findJQK(selectedCards: readonly number[]): number[] {
    throw new Error('TODO: ElevensBoard.findJQK is not written yet');
  }
}
