/**
 * @bug selectionShuffle draws nextInt(k) instead of nextInt(k + 1), so a value can never stay where it is.
 * @misconception "A random number between 0 and k" turned into nextInt(k), whose bound is exclusive.
 * @hint Do your tests check which bounds the shuffle passes to nextInt, or the exact result of a scripted shuffle?
 */
import { mathRandom, type RandomSource } from '../../../activities/shared/RandomSource.ts';

export {
  perfectShuffle,
  flip,
  arePermutations,
  randomsThatReverse1234,
} from '../../../solutions/elevens/03-shuffler/Shuffler.ts';

export function selectionShuffle<T>(values: T[], random: RandomSource = mathRandom): void {
  for (let k = values.length - 1; k > 0; k--) {
    const r = random.nextInt(k);
    const held = values[k]!;
    values[k] = values[r]!;
    values[r] = held;
  }
}
