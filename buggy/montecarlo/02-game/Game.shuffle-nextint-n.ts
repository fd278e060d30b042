/**
 * @bug The shuffle picks k with random.nextInt(n) instead of nextInt(n + 1), so a card never stays where it is.
 * @misconception nextInt(bound) taken to include its bound, as "between 0 and n inclusive" in the handout.
 * @hint Do your tests compare the tableau of a known game number with the one the original program deals?
 */
import type { RandomSource } from '../../../activities/shared/RandomSource.ts';
import { Card, Game as ReferenceGame } from '../../../solutions/montecarlo/02-game/Game.ts';
import { RANKS, SUITS } from '../../../activities/montecarlo/shared/cards.ts';

export class Game extends ReferenceGame {
  protected override shuffle(random: RandomSource): void {
    for (let k = 0; k < this.deck.length; k++) this.deck[k] = new Card(RANKS[k % 13]!, SUITS[Math.floor(k / 13)]!);
    for (let n = this.deck.length - 1; n >= 1; n--) {
      const k = random.nextInt(n);
      const card = this.deck[k]!;
      this.deck[k] = this.deck[n]!;
      this.deck[n] = card;
    }
  }
}
