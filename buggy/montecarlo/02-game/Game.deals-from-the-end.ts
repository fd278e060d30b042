/**
 * @bug The cards are dealt from the end of the shuffled deck (its last card first), not from its start.
 * @misconception The top of the deck taken to be the end of the array, as in Elevens' Deck.
 * @hint Do your tests check which card of a known game number lies in the top-left corner?
 */
import type { RandomSource } from '../../../activities/shared/RandomSource.ts';
import { Game as ReferenceGame } from '../../../solutions/montecarlo/02-game/Game.ts';

export class Game extends ReferenceGame {
  protected override shuffle(random: RandomSource): void {
    super.shuffle(random);
    for (let low = 0, high = this.deck.length - 1; low < high; low++, high--) {
      const card = this.deck[low]!;
      this.deck[low] = this.deck[high]!;
      this.deck[high] = card;
    }
  }
}
