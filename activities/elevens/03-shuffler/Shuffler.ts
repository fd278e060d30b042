import { mathRandom, type RandomSource } from '../../shared/RandomSource.ts';

/**
 * Activity 3: complete these functions. See README.md in this folder.
 * Keep the names and the parameters: the grader calls them.
 */

/** Splits `values` into two halves and interleaves them, in place (the first half is the longer one when the count is odd). */
export function perfectShuffle<T>(values: T[]): void {
  throw new Error('TODO: perfectShuffle is not written yet');
}

/** The efficient selection shuffle, in place, drawing its numbers from `random`. */
export function selectionShuffle<T>(values: T[], random: RandomSource = mathRandom): void {
  throw new Error('TODO: selectionShuffle is not written yet');
}

/** Question 1: a weighted coin that comes up 'heads' twice as often as 'tails'. */
export function flip(random: RandomSource = mathRandom): 'heads' | 'tails' {
  throw new Error('TODO: flip is not written yet');
}

/** Question 2: true when `b` holds exactly the values of `a`, in any order (neither array repeats a value). */
export function arePermutations(a: readonly number[], b: readonly number[]): boolean {
  throw new Error('TODO: arePermutations is not written yet');
}

/** Question 3: the random numbers, in the order selectionShuffle draws them, that turn [1, 2, 3, 4] into [4, 3, 2, 1]. */
export function randomsThatReverse1234(): number[] {
  throw new Error('TODO: randomsThatReverse1234 is not answered yet');
}
