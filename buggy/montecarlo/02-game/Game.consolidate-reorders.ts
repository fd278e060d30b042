/**
 * @bug consolidate fills each hole with the last card of the tableau, so the cards lose their reading order.
 * @misconception Any way of closing the holes taken to be as good as another ("swap with the last" from arrays).
 * @hint Do your tests check the order of every card after consolidating a tableau with a hole near the top?
 */
import { DECK_SIZE } from '../../../activities/montecarlo/shared/cards.ts';
import { Game as ReferenceGame } from '../../../solutions/montecarlo/02-game/Game.ts';

export class Game extends ReferenceGame {
  override consolidate(): void {
    let last = this.tableau.length - 1;
    for (let k = 0; k < this.tableau.length; k++) {
      while (last > k && this.tableau[last] === null) last--;
      if (this.tableau[k] === null && last > k) {
        this.tableau[k] = this.tableau[last]!;
        this.tableau[last] = null;
      }
    }
    for (let k = 0; k < this.tableau.length && this.nextToDeal < DECK_SIZE; k++) {
      if (this.tableau[k] === null) this.tableau[k] = this.deck[this.nextToDeal++]!;
    }
  }
}
