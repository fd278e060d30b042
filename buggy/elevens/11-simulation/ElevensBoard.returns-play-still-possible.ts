/**
 * @bug playIfPossible makes its play but then returns anotherPlayIsPossible() instead of whether it played.
 * @misconception "True if it played" confused with "true if the game can go on".
 * @hint Do your tests check what playIfPossible returns when its play leaves a table with nothing more to play?
 */
import { ElevensBoard as ReferenceBoard } from '../../../solutions/elevens/11-simulation/ElevensBoard.ts';

export class ElevensBoard extends ReferenceBoard {
  override playIfPossible(): boolean {
    super.playIfPossible();
    return this.anotherPlayIsPossible();
  }
}
