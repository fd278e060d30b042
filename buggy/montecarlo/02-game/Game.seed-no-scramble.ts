/**
 * @bug The game number is XORed with 0x5DEECE66D before it is given to JavaRandom, which scrambles it once
 *   more: the two cancel out, and the generator starts from the raw game number.
 * @misconception The seed scramble that java.util.Random does by itself, done a second time by hand.
 * @hint Do your tests compare the whole tableau of a game number with the one the original program deals?
 */
import type { RandomSource } from '../../../activities/shared/RandomSource.ts';
import { JavaRandom } from '../../../activities/montecarlo/shared/JavaRandom.ts';
import { Game as ReferenceGame } from '../../../solutions/montecarlo/02-game/Game.ts';

export class Game extends ReferenceGame {
  protected override randomFor(gameNumber: number): RandomSource {
    return new JavaRandom(BigInt(gameNumber) ^ 0x5deece66dn);
  }
}
