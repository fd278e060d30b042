import type { Card } from '../01-card/Card.ts';
import { Deck } from '../04-deck-shuffle/Deck.ts';
import { mathRandom, type RandomSource } from '../../shared/RandomSource.ts';

/**
 * What every Elevens-like game shares: a deck and a fixed number of places on the table. A subclass says
 * which groups of cards may be removed (`isLegal`) and whether any such group is left (`anotherPlayIsPossible`).
 */
export abstract class Board {
  protected readonly cards: (Card | null)[];
  protected readonly deck: Deck;

  constructor(
    size: number,
    ranks: readonly string[],
    suits: readonly string[],
    pointValues: readonly number[],
    random: RandomSource = mathRandom,
  ) {
    this.cards = new Array<Card | null>(size).fill(null);
    this.deck = new Deck(ranks, suits, pointValues, random);
    this.dealMyCards();
  }

  /** Shuffles every card back into the deck and deals a fresh table. */
  newGame(): void {
    this.deck.shuffle();
    this.dealMyCards();
  }

  /** The number of places on the table, empty or not. */
  size(): number {
    return this.cards.length;
  }

  /** True when no place holds a card. */
  isEmpty(): boolean {
    return this.cards.every((card) => card === null);
  }

  /** Puts the deck's next card at place k (null once the deck is empty). */
  deal(k: number): void {
    this.cards[k] = this.deck.deal();
  }

  deckSize(): number {
    return this.deck.size();
  }

  cardAt(k: number): Card | null {
    return this.cards[k] ?? null;
  }

  /** Removes the cards at the given places and deals new ones into them. */
  replaceSelectedCards(selectedCards: readonly number[]): void {
    for (const k of selectedCards) this.deal(k);
  }

  /** The places that hold a card, in increasing order. */
  cardIndexes(): number[] {
    const indexes: number[] = [];
    this.cards.forEach((card, k) => {
      if (card !== null) indexes.push(k);
    });
    return indexes;
  }

  /** One line per place: `k: <card>` (or `k: null` for an empty place). */
  toString(): string {
    return this.cards.map((card, k) => `${k}: ${card}\n`).join('');
  }

  /** Won when the deck is used up and the table is empty. */
  gameIsWon(): boolean {
    return this.deck.isEmpty() && this.isEmpty();
  }

  abstract isLegal(selectedCards: readonly number[]): boolean;

  abstract anotherPlayIsPossible(): boolean;

  private dealMyCards(): void {
    for (let k = 0; k < this.cards.length; k++) this.deal(k);
  }
}
