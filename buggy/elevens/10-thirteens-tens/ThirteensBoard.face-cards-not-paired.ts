/**
 * @bug Pairs are only accepted when both cards are number cards, so a queen and an ace (12 + 1) are rejected.
 * @misconception The Elevens rule "a pair of non-face cards" carried over to Thirteens, where jacks and queens have values.
 * @hint Do your tests try a pair worth 13 that includes a jack or a queen?
 */
import { ThirteensBoard as ReferenceBoard } from '../../../solutions/elevens/10-thirteens-tens/ThirteensBoard.ts';

export { BOARD_SIZE, POINT_VALUES } from '../../../solutions/elevens/10-thirteens-tens/ThirteensBoard.ts';

const FACES = ['jack', 'queen', 'king'];

export class ThirteensBoard extends ReferenceBoard {
  override isLegal(selectedCards: readonly number[]): boolean {
    if (selectedCards.length === 2) return this.isNumberPairSum13(selectedCards[0]!, selectedCards[1]!);
    return super.isLegal(selectedCards);
  }

  override anotherPlayIsPossible(): boolean {
    const onTable = this.cardIndexes();
    for (let i = 0; i < onTable.length; i++) {
      if (this.cardAt(onTable[i]!)?.rank() === 'king') return true;
      for (let j = i + 1; j < onTable.length; j++) {
        if (this.isNumberPairSum13(onTable[i]!, onTable[j]!)) return true;
      }
    }
    return false;
  }

  private isNumberPairSum13(a: number, b: number): boolean {
    const first = this.cardAt(a);
    const second = this.cardAt(b);
    if (first === null || second === null) return false;
    if (FACES.includes(first.rank()) || FACES.includes(second.rank())) return false;
    return first.pointValue() + second.pointValue() === 13;
  }
}
