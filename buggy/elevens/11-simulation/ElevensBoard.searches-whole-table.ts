/**
 * @bug findPairSum11 ignores the places it is given and searches every card on the table.
 * @misconception The parameter seen as a formality, because playIfPossible always passes the whole table anyway.
 * @hint Do your tests call findPairSum11 with only some of the places, leaving a pair worth 11 outside them?
 */
import { ElevensBoard as ReferenceBoard } from '../../../solutions/elevens/11-simulation/ElevensBoard.ts';

export class ElevensBoard extends ReferenceBoard {
  override findPairSum11(selectedCards: readonly number[]): number[] {
    void selectedCards;
    return super.findPairSum11(this.cardIndexes());
  }
}
