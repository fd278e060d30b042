/**
 * Pyramid 01: complete this class. See README.md in this folder.
 * Keep the class name, the constructor's parameter and the method names: the grader calls them.
 * The interface it implements is provided in ../shared/PyramidSolitaireModel.ts (do not edit it).
 */
import { Card } from './Card.ts';
import type { PyramidSolitaireModel } from '../shared/PyramidSolitaireModel.ts';
import { IllegalArgumentError, IllegalStateError } from '../../shared/errors.ts';
import { mathRandom, type RandomSource } from '../../shared/RandomSource.ts';

export class BasicPyramidSolitaire implements PyramidSolitaireModel<Card> {
  // TODO: choose your fields (the pyramid, the draw cards, the stock…).

  constructor(random: RandomSource = mathRandom) {
    // TODO: keep the random source for shuffling; the game is not started yet.
    throw new Error('TODO: BasicPyramidSolitaire constructor is not written yet');
  }

  getDeck(): Card[] {
    throw new Error('TODO: BasicPyramidSolitaire.getDeck is not written yet');
  }

  startGame(deck: readonly Card[], shuffle: boolean, numRows: number, numDraw: number): void {
    throw new Error('TODO: BasicPyramidSolitaire.startGame is not written yet');
  }

  /** Two positions: a pair worth 13. One position (row2 and card2 left out): a king alone. */
  remove(row1: number, card1: number, row2?: number, card2?: number): void {
    throw new Error('TODO: BasicPyramidSolitaire.remove is not written yet');
  }

  removeUsingDraw(drawIndex: number, row: number, card: number): void {
    throw new Error('TODO: BasicPyramidSolitaire.removeUsingDraw is not written yet');
  }

  discardDraw(drawIndex: number): void {
    throw new Error('TODO: BasicPyramidSolitaire.discardDraw is not written yet');
  }

  getNumRows(): number {
    throw new Error('TODO: BasicPyramidSolitaire.getNumRows is not written yet');
  }

  getNumDraw(): number {
    throw new Error('TODO: BasicPyramidSolitaire.getNumDraw is not written yet');
  }

  getRowWidth(row: number): number {
    throw new Error('TODO: BasicPyramidSolitaire.getRowWidth is not written yet');
  }

  isGameOver(): boolean {
    throw new Error('TODO: BasicPyramidSolitaire.isGameOver is not written yet');
  }

  getScore(): number {
    throw new Error('TODO: BasicPyramidSolitaire.getScore is not written yet');
  }

  getCardAt(row: number, card: number): Card | null {
    throw new Error('TODO: BasicPyramidSolitaire.getCardAt is not written yet');
  }

  getDrawCards(): Card[] {
    throw new Error('TODO: BasicPyramidSolitaire.getDrawCards is not written yet');
  }
}
