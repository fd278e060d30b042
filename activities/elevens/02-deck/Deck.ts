import { Card } from '../01-card/Card.ts';
import { mathRandom, type RandomSource } from '../../shared/RandomSource.ts';

/**
 * Activity 2: complete this class. See README.md in this folder.
 * Keep the class name, the fields, the constructor's parameters and the method names: the grader calls them,
 * and Activity 4 builds on this class.
 */
export class Deck {
  /** Every card of the deck, dealt or not, in the order they were built. */
  protected cards: Card[] = [];
  /** How many cards are still to be dealt (the handout calls it `size`): cards[0] … cards[undealt - 1]. */
  protected undealt = 0;
  /** Where shuffle gets its random numbers (used from Activity 4 on). */
  protected readonly random: RandomSource;

  constructor(
    ranks: readonly string[],
    suits: readonly string[],
    values: readonly number[],
    random: RandomSource = mathRandom,
  ) {
    // TODO: check that every rank has a value, remember the random source, build the cards suit by suit,
    // then call shuffle().
    throw new Error('TODO: Deck constructor is not written yet');
  }

  isEmpty(): boolean {
    throw new Error('TODO: Deck.isEmpty is not written yet');
  }

  size(): number {
    throw new Error('TODO: Deck.size is not written yet');
  }

  /** For now: make every card dealable again. Activity 4 adds the mixing. */
  shuffle(): void {
    throw new Error('TODO: Deck.shuffle is not written yet');
  }

  deal(): Card | null {
    throw new Error('TODO: Deck.deal is not written yet');
  }

  toString(): string {
    throw new Error('TODO: Deck.toString is not written yet');
  }
}
