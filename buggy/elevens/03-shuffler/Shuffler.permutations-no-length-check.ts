/**
 * @bug arePermutations only checks that every value of the first array is in the second, so [1, 2] and
 *   [2, 1, 3] count as permutations.
 * @misconception "The handout says the arrays have the same length" taken to mean the length never needs checking.
 * @hint Do your tests compare arrays of different lengths, in both orders?
 */
export {
  perfectShuffle,
  selectionShuffle,
  flip,
  randomsThatReverse1234,
} from '../../../solutions/elevens/03-shuffler/Shuffler.ts';

export function arePermutations(a: readonly number[], b: readonly number[]): boolean {
  for (const value of a) {
    if (!b.includes(value)) return false;
  }
  return true;
}
