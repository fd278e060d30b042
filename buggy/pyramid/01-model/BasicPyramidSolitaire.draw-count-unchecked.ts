/**
 * @bug startGame checks that the pyramid fits in the deck but forgets the draw cards: 9 rows with 8 draw cards are accepted (with 7 draw cards turned up).
 * @misconception The draw cards come from the stock, so they need no room of their own.
 * @hint Do your tests ask for a pyramid that fits, with more draw cards than the cards left over?
 */
import type { Card } from '../../../solutions/pyramid/01-model/Card.ts';
import { BasicPyramidSolitaire as Reference } from '../../../solutions/pyramid/01-model/BasicPyramidSolitaire.ts';
import { IllegalArgumentError } from '../../../activities/shared/errors.ts';

export class BasicPyramidSolitaire extends Reference {
  override startGame(deck: readonly Card[], shuffle: boolean, numRows: number, numDraw: number): void {
    this.checkDeck(deck);
    if (!Number.isInteger(numRows) || numRows < 1 || (numRows * (numRows + 1)) / 2 > 52)
      throw new IllegalArgumentError('bad number of rows');
    if (!Number.isInteger(numDraw) || numDraw < 0) throw new IllegalArgumentError('bad number of draw cards');
    const cards = [...deck];
    if (shuffle) this.shuffle(cards);
    const pyramid: (Card | null)[][] = [];
    let next = 0;
    for (let row = 0; row < numRows; row++) {
      pyramid.push(cards.slice(next, next + row + 1));
      next += row + 1;
    }
    this.pyramid = pyramid;
    this.draw = cards.slice(next, next + numDraw);
    this.stock = cards.slice(next + numDraw);
    this.numDraw = numDraw;
  }
}
