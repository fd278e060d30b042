/**
 * @bug startGame accepts a deck that holds a card twice (and so misses another).
 * @misconception 52 cards make a deck, whatever they are.
 * @hint Do your tests start a game with a 52-card deck in which one card appears twice?
 */
import type { Card } from '../../../solutions/pyramid/01-model/Card.ts';
import { BasicPyramidSolitaire as Reference } from '../../../solutions/pyramid/01-model/BasicPyramidSolitaire.ts';
import { IllegalArgumentError } from '../../../activities/shared/errors.ts';

export class BasicPyramidSolitaire extends Reference {
  protected override checkDeck(deck: readonly Card[]): void {
    if (!Array.isArray(deck) || deck.length !== 52 || deck.some((card) => card === null || card === undefined)) {
      throw new IllegalArgumentError('not a full deck');
    }
  }
}
