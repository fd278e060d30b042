/**
 * @bug arePermutations only compares the lengths of the two arrays.
 * @misconception Two arrays of the same size are taken to hold the same things.
 * @hint Do your tests include two arrays of the same length whose values are not the same?
 */
export {
  perfectShuffle,
  selectionShuffle,
  flip,
  randomsThatReverse1234,
} from '../../../solutions/elevens/03-shuffler/Shuffler.ts';

export function arePermutations(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length;
}
