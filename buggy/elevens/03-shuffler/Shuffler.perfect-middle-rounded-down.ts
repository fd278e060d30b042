/**
 * @bug perfectShuffle takes the middle as length / 2 rounded down, so for an odd count the second half is the
 *   longer one and the last value lands outside the array.
 * @misconception Halving a length is always length / 2, whether the count is even or odd.
 * @hint Do your tests shuffle an array with an odd number of values and check every position?
 */
export {
  selectionShuffle,
  flip,
  arePermutations,
  randomsThatReverse1234,
} from '../../../solutions/elevens/03-shuffler/Shuffler.ts';

export function perfectShuffle<T>(values: T[]): void {
  const shuffled: T[] = [];
  const middle = Math.floor(values.length / 2);
  for (let j = 0; j < middle; j++) shuffled[2 * j] = values[j]!;
  for (let j = middle; j < values.length; j++) shuffled[2 * (j - middle) + 1] = values[j]!;
  values.splice(0, values.length, ...shuffled);
}
