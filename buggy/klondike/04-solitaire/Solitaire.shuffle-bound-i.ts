/**
 * @bug The shuffle picks j with nextInt(i) instead of nextInt(i + 1), so a card never stays where it is.
 * @misconception "A random integer between 0 and i" means nextInt(i), as the bound looks like the top.
 * @hint Do your tests check which bounds the shuffle passes to the random source?
 */
import type { RandomSource } from '../../../activities/shared/RandomSource.ts';
import { Solitaire as Reference } from '../../../solutions/klondike/04-solitaire/Solitaire.ts';

export { INVALID_MOVE, UNKNOWN_COMMAND, CONGRATULATIONS } from '../../../solutions/klondike/04-solitaire/Solitaire.ts';

export class Solitaire extends Reference {
  constructor(random?: RandomSource) {
    super({ nextInt: (bound) => (bound > 1 ? (random ?? { nextInt: () => 0 }).nextInt(bound - 1) : 0) });
  }

  static override shuffledIndexes(random: RandomSource): number[] {
    return Reference.shuffledIndexes({ nextInt: (bound) => (bound > 1 ? random.nextInt(bound - 1) : 0) });
  }
}
