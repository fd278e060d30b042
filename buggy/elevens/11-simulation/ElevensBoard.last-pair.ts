/**
 * @bug findPairSum11 keeps searching after a pair is found and returns the last pair worth 11, not the first.
 * @misconception A search that overwrites its answer each time it finds one, with no early return.
 * @hint Do your tests call findPairSum11 on cards that hold more than one pair worth 11?
 */
import { ElevensBoard as ReferenceBoard } from '../../../solutions/elevens/11-simulation/ElevensBoard.ts';

export class ElevensBoard extends ReferenceBoard {
  override findPairSum11(selectedCards: readonly number[]): number[] {
    let found: number[] = [];
    for (let i = 0; i < selectedCards.length; i++) {
      for (let j = i + 1; j < selectedCards.length; j++) {
        const first = this.cardAt(selectedCards[i]!);
        const second = this.cardAt(selectedCards[j]!);
        if (first !== null && second !== null && first.pointValue() + second.pointValue() === 11) {
          found = [selectedCards[i]!, selectedCards[j]!];
        }
      }
    }
    return found;
  }
}
