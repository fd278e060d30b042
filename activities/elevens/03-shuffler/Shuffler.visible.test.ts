// Public tests: `cardlab check elevens/03` runs them. The grader's hidden tests check more.
import { describe, expect, it } from 'vitest';
import { arePermutations, perfectShuffle, selectionShuffle } from './Shuffler.ts';
import { ScriptedRandom } from '../../shared/RandomSource.ts';

describe('Shuffler (public)', () => {
  it('perfect_shuffle_of_six_values', () => {
    const values = [0, 1, 2, 3, 4, 5];
    perfectShuffle(values);
    expect(values).toEqual([0, 3, 1, 4, 2, 5]);
  });

  it('selection_shuffle_with_scripted_numbers', () => {
    const values = [1, 2, 3];
    selectionShuffle(values, new ScriptedRandom([0, 1]));
    expect(values).toEqual([3, 2, 1]);
  });

  it('are_permutations_of_reordered_values', () => {
    expect(arePermutations([1, 2, 3], [2, 3, 1])).toBe(true);
  });
});
