/**
 * Klondike 04: complete this class. See README.md in this folder.
 * Keep the names, parameters and the three exported messages: the grader uses them.
 */
import type { CardDeck } from '../03-piles/CardDeck.ts';
import type { CardList } from '../03-piles/CardList.ts';
import type { CardStack } from '../03-piles/CardStack.ts';
import { type RandomSource, mathRandom } from '../../shared/RandomSource.ts';

export const INVALID_MOVE = 'Invalid move.';
export const UNKNOWN_COMMAND = `${INVALID_MOVE} The commands are DrawCard, DeckTo x, Link c x, Send c, Restart and Quit (x is a list from 1 to 7, c a card such as Spade9).`;
export const CONGRATULATIONS = 'Congratulations, you have won!';

export class Solitaire {
  // TODO: fields for the deck, the four stacks, the seven lists, and whether the player has quit.

  constructor(protected readonly random: RandomSource = mathRandom) {
    throw new Error('TODO: Solitaire constructor is not written yet');
  }

  static shuffledIndexes(random: RandomSource): number[] {
    throw new Error('TODO: Solitaire.shuffledIndexes is not written yet');
  }

  getDeck(): CardDeck {
    throw new Error('TODO: Solitaire.getDeck is not written yet');
  }

  getStacks(): readonly CardStack[] {
    throw new Error('TODO: Solitaire.getStacks is not written yet');
  }

  getLists(): readonly CardList[] {
    throw new Error('TODO: Solitaire.getLists is not written yet');
  }

  isWon(): boolean {
    throw new Error('TODO: Solitaire.isWon is not written yet');
  }

  isQuit(): boolean {
    throw new Error('TODO: Solitaire.isQuit is not written yet');
  }

  executeCommand(command: string): string {
    throw new Error('TODO: Solitaire.executeCommand is not written yet');
  }
}
