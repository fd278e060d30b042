/**
 * Activity 1: complete this class. See README.md in this folder.
 * Keep the class name, the constructor's parameters and the method names: the grader calls them.
 */
export class Card {
  constructor(rank: string, suit: string, pointValue: number) {
    // TODO: remember the rank, the suit and the point value.
    throw new Error('TODO: Card constructor is not written yet');
  }

  rank(): string {
    throw new Error('TODO: Card.rank is not written yet');
  }

  suit(): string {
    throw new Error('TODO: Card.suit is not written yet');
  }

  pointValue(): number {
    throw new Error('TODO: Card.pointValue is not written yet');
  }

  matches(other: Card): boolean {
    throw new Error('TODO: Card.matches is not written yet');
  }

  toString(): string {
    throw new Error('TODO: Card.toString is not written yet');
  }
}
