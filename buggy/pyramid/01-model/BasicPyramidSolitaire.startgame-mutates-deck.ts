/**
 * @bug startGame deals by taking cards off the front of the deck it was given, which leaves the caller's list empty.
 * @misconception The deck belongs to the model once it is passed in.
 * @hint Do your tests look at the deck they passed to startGame after the call?
 */
import type { Card } from '../../../solutions/pyramid/01-model/Card.ts';
import { BasicPyramidSolitaire as Reference } from '../../../solutions/pyramid/01-model/BasicPyramidSolitaire.ts';

export class BasicPyramidSolitaire extends Reference {
  override startGame(deck: readonly Card[], shuffle: boolean, numRows: number, numDraw: number): void {
    super.startGame(deck, shuffle, numRows, numDraw);
    (deck as Card[]).splice(0, deck.length);
  }
}
