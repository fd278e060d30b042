/**
 * @bug consolidate moves a card into a hole only from the place just after it, in one pass: two holes in a
 *   row leave a hole behind, and only the holes at the very end are dealt into.
 * @misconception "Move the next card into the hole" read as "the card in the next place".
 * @hint Do your tests consolidate a tableau with two or more holes next to each other, and check every place?
 */
import { DECK_SIZE } from '../../../activities/montecarlo/shared/cards.ts';
import { Game as ReferenceGame } from '../../../solutions/montecarlo/02-game/Game.ts';

export class Game extends ReferenceGame {
  override consolidate(): void {
    for (let k = 0; k + 1 < this.tableau.length; k++) {
      if (this.tableau[k] === null && this.tableau[k + 1] !== null) {
        this.tableau[k] = this.tableau[k + 1]!;
        this.tableau[k + 1] = null;
      }
    }
    let first = this.tableau.length;
    while (first > 0 && this.tableau[first - 1] === null) first--;
    for (let k = first; k < this.tableau.length && this.nextToDeal < DECK_SIZE; k++)
      this.tableau[k] = this.deck[this.nextToDeal++]!;
  }
}
