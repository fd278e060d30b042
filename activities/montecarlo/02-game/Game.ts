/**
 * Monte Carlo 02: complete the game. See README.md in this folder.
 * Keep the class name, the constructor's parameters and the public method names: the game screen and the grader
 * call them. Add fields, private helpers and helper classes as you see fit, within the no-collections rule.
 */
import { Coordinate } from '../01-coordinate/Coordinate.ts';
import { JavaRandom } from '../shared/JavaRandom.ts';
import { DECK_SIZE, RANKS, SUITS, type Rank, type Suit } from '../shared/cards.ts';
import { IllegalArgumentError, IllegalStateError } from '../../shared/errors.ts';

/** One card of the deck (a suggestion: keep it, change it or replace it). */
export class Card {
  constructor(
    readonly rank: Rank,
    readonly suit: Suit,
  ) {}
}

export class Game {
  /** A game on `rows` × `columns` places (5 × 5 in this lab). No game is started yet: every place is empty. */
  constructor(rows: number, columns: number) {
    throw new Error('TODO: Game constructor is not written yet');
  }

  getRows(): number {
    throw new Error('TODO: Game.getRows is not written yet');
  }

  getColumns(): number {
    throw new Error('TODO: Game.getColumns is not written yet');
  }

  /** Shuffles the deck for this game number and deals the tableau; the score starts at 0. */
  newGame(gameNumber: number): void {
    throw new Error('TODO: Game.newGame is not written yet');
  }

  /** Starts the current game again from its first deal. */
  replay(): void {
    throw new Error('TODO: Game.replay is not written yet');
  }

  /** The suit of the card at this place, or null when the place is empty. */
  getSuit(coordinate: Coordinate): Suit | null {
    throw new Error('TODO: Game.getSuit is not written yet');
  }

  /** The rank of the card at this place, or null when the place is empty. */
  getRank(coordinate: Coordinate): Rank | null {
    throw new Error('TODO: Game.getRank is not written yet');
  }

  /** Removes two touching cards of the same rank and returns true; otherwise changes nothing and returns false. */
  removeCards(first: Coordinate, second: Coordinate): boolean {
    throw new Error('TODO: Game.removeCards is not written yet');
  }

  /** Closes the holes (cards move up and left, keeping their order), then deals into the places at the end. */
  consolidate(): void {
    throw new Error('TODO: Game.consolidate is not written yet');
  }

  /** The cards still in the deck. */
  numberOfCardsLeft(): number {
    throw new Error('TODO: Game.numberOfCardsLeft is not written yet');
  }

  /** One point for every card removed. */
  getScore(): number {
    throw new Error('TODO: Game.getScore is not written yet');
  }

  /** True once all 52 cards are removed. */
  isWin(): boolean {
    throw new Error('TODO: Game.isWin is not written yet');
  }

  /** False for now: stage 03 adds the hint. */
  isHintImplemented(): boolean {
    throw new Error('TODO: Game.isHintImplemented is not written yet');
  }

  /** The rules, in a few lines, for the game screen's help command. */
  getHelpText(): string {
    throw new Error('TODO: Game.getHelpText is not written yet');
  }
}
