import { mathRandom, type RandomSource } from '../../shared/RandomSource.ts';

/**
 * Splits the values in two (the first half one longer when the count is odd) and interleaves them:
 * the first half goes to the even positions, the second half to the odd ones. Works in place.
 */
export function perfectShuffle<T>(values: T[]): void {
  const shuffled = new Array<T>(values.length);
  const middle = Math.floor((values.length + 1) / 2);
  for (let j = 0; j < middle; j++) shuffled[2 * j] = values[j]!;
  for (let j = middle; j < values.length; j++) shuffled[2 * (j - middle) + 1] = values[j]!;
  values.splice(0, values.length, ...shuffled);
}

/** The efficient selection shuffle: from the last position down to 1, swap with a random position at or below it. */
export function selectionShuffle<T>(values: T[], random: RandomSource = mathRandom): void {
  for (let k = values.length - 1; k > 0; k--) {
    const r = random.nextInt(k + 1);
    const held = values[k]!;
    values[k] = values[r]!;
    values[r] = held;
  }
}

/** A coin that lands heads twice as often as tails. */
export function flip(random: RandomSource = mathRandom): 'heads' | 'tails' {
  return random.nextInt(3) < 2 ? 'heads' : 'tails';
}

/** True when b holds exactly the values of a, in any order (the arrays have no repeated values). */
export function arePermutations(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((value) => b.includes(value));
}

/** Question 3: the random numbers, in the order they are drawn, that turn [1, 2, 3, 4] into [4, 3, 2, 1]. */
export function randomsThatReverse1234(): number[] {
  return [0, 1, 1];
}
