/** A playing card: a rank, a suit and a point value that the game decides. */
export class Card {
  private readonly cardRank: string;
  private readonly cardSuit: string;
  private readonly cardPointValue: number;

  constructor(rank: string, suit: string, pointValue: number) {
    this.cardRank = rank;
    this.cardSuit = suit;
    this.cardPointValue = pointValue;
  }

  rank(): string {
    return this.cardRank;
  }

  suit(): string {
    return this.cardSuit;
  }

  pointValue(): number {
    return this.cardPointValue;
  }

  /** Two cards match when rank, suit and point value are all the same. */
  matches(other: Card): boolean {
    return (
      this.cardRank === other.rank() && this.cardSuit === other.suit() && this.cardPointValue === other.pointValue()
    );
  }

  toString(): string {
    return `${this.cardRank} of ${this.cardSuit} (point value = ${this.cardPointValue})`;
  }
}
