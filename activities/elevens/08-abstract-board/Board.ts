/**
 * Activity 8: complete this abstract class. See README.md in this folder.
 * Keep the class name, the constructor's parameters and the method names: the games and the grader use them.
 */
import type { Card } from '../01-card/Card.ts';
import { Deck } from '../04-deck-shuffle/Deck.ts';
import { mathRandom, type RandomSource } from '../../shared/RandomSource.ts';

export abstract class Board {
  /** The places on the table: a card, or null for an empty place. */
  protected readonly cards: (Card | null)[];
  /** The cards still to be dealt. */
  protected readonly deck: Deck;

  constructor(
    size: number,
    ranks: readonly string[],
    suits: readonly string[],
    pointValues: readonly number[],
    random: RandomSource = mathRandom,
  ) {
    // TODO: make `size` empty places and a Deck of the given cards (built with `random`), then deal the table.
    throw new Error('TODO: Board constructor is not written yet');
  }

  /** Gathers every card back into the deck, shuffles it and deals a fresh table. */
  newGame(): void {
    throw new Error('TODO: Board.newGame is not written yet');
  }

  /** The number of places on the table, empty or not. */
  size(): number {
    throw new Error('TODO: Board.size is not written yet');
  }

  /** True when no place holds a card. */
  isEmpty(): boolean {
    throw new Error('TODO: Board.isEmpty is not written yet');
  }

  /** Puts the deck's next card in place k (null once the deck is empty). */
  deal(k: number): void {
    throw new Error('TODO: Board.deal is not written yet');
  }

  /** The number of cards still in the deck. */
  deckSize(): number {
    throw new Error('TODO: Board.deckSize is not written yet');
  }

  /** The card in place k, or null. */
  cardAt(k: number): Card | null {
    throw new Error('TODO: Board.cardAt is not written yet');
  }

  /** Deals a new card into each of the given places, in the order given. */
  replaceSelectedCards(selectedCards: readonly number[]): void {
    throw new Error('TODO: Board.replaceSelectedCards is not written yet');
  }

  /** The places that hold a card, in increasing order. */
  cardIndexes(): number[] {
    throw new Error('TODO: Board.cardIndexes is not written yet');
  }

  /** One line per place: `k: <card>`, or `k: null` for an empty place. */
  toString(): string {
    throw new Error('TODO: Board.toString is not written yet');
  }

  /** True when the deck is used up and the table is empty. */
  gameIsWon(): boolean {
    throw new Error('TODO: Board.gameIsWon is not written yet');
  }

  /** Each game says which groups of places may be removed. */
  abstract isLegal(selectedCards: readonly number[]): boolean;

  /** Each game says whether any legal group is left on the table. */
  abstract anotherPlayIsPossible(): boolean;
}
