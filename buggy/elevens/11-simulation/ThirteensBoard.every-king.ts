/**
 * @bug findKing returns the places of every king among the selected ones instead of only the first.
 * @misconception A filter used where a search for one card was wanted; playIfPossible then removes all kings in one play.
 * @hint Do your tests call findKing on cards holding two kings and check the length of the answer?
 */
import { ThirteensBoard as ReferenceBoard } from '../../../solutions/elevens/11-simulation/ThirteensBoard.ts';

export class ThirteensBoard extends ReferenceBoard {
  override findKing(selectedCards: readonly number[]): number[] {
    return selectedCards.filter((k) => this.cardAt(k)?.rank() === 'king');
  }
}
