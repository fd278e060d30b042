/**
 * @freedom refused moves and calls before the game starts throw the same errors with other messages: the README
 * names the error of each case, never its words.
 */
import { BasicPyramidSolitaire as Reference } from '../../../solutions/pyramid/01-model/BasicPyramidSolitaire.ts';
import type { Card } from '../../../solutions/pyramid/01-model/Card.ts';
import { reworded } from '../../shared/reworded.ts';

const WORDS = 'not allowed';

export class BasicPyramidSolitaire extends Reference {
  override startGame(deck: readonly Card[], shuffle: boolean, numRows: number, numDraw: number): void {
    reworded(() => super.startGame(deck, shuffle, numRows, numDraw), WORDS);
  }
  override remove(row1: number, card1: number, row2?: number, card2?: number): void {
    reworded(() => super.remove(row1, card1, row2, card2), WORDS);
  }
  override removeUsingDraw(drawIndex: number, row: number, card: number): void {
    reworded(() => super.removeUsingDraw(drawIndex, row, card), WORDS);
  }
  override discardDraw(drawIndex: number): void {
    reworded(() => super.discardDraw(drawIndex), WORDS);
  }
  override getRowWidth(row: number): number {
    return reworded(() => super.getRowWidth(row), WORDS);
  }
  override getCardAt(row: number, card: number): Card | null {
    return reworded(() => super.getCardAt(row, card), WORDS);
  }
  override getDrawCards(): Card[] {
    return reworded(() => super.getDrawCards(), WORDS);
  }
  override getScore(): number {
    return reworded(() => super.getScore(), WORDS);
  }
  override isGameOver(): boolean {
    return reworded(() => super.isGameOver(), WORDS);
  }
}
