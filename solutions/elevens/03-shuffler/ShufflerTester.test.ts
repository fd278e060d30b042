// Reference student tests: the standard a student's ShufflerTester is compared with (`cardlab verify`
// proves they pass on the reference and catch every buggy Shuffler).
import { describe, expect, it } from 'vitest';
import { arePermutations, flip, perfectShuffle, randomsThatReverse1234, selectionShuffle } from './Shuffler.ts';
import { ScriptedRandom, SeededRandom, type RandomSource } from '../../shared/RandomSource.ts';

describe('ShufflerTester', () => {
  it('perfect_shuffle_interleaves_even_and_odd_lengths', () => {
    const even = [0, 1, 2, 3];
    perfectShuffle(even);
    expect(even).toEqual([0, 2, 1, 3]);
    const odd = [0, 1, 2, 3, 4];
    perfectShuffle(odd);
    expect(odd).toEqual([0, 3, 1, 4, 2]);
  });

  it('selection_shuffle_asks_for_bounds_n_down_to_2', () => {
    const bounds: number[] = [];
    const recorder: RandomSource = { nextInt: (bound) => (bounds.push(bound), 0) };
    selectionShuffle([1, 2, 3, 4], recorder);
    expect(bounds).toEqual([4, 3, 2]);
  });

  it('selection_shuffle_follows_the_scripted_numbers', () => {
    const values = [1, 2, 3, 4];
    selectionShuffle(values, new ScriptedRandom(randomsThatReverse1234()));
    expect(values).toEqual([4, 3, 2, 1]);
    const other = ['a', 'b', 'c'];
    selectionShuffle(other, new ScriptedRandom([2, 0]));
    expect(other).toEqual(['b', 'a', 'c']);
  });

  it('flip_is_heads_about_two_times_in_three', () => {
    const random = new SeededRandom(1);
    let heads = 0;
    for (let i = 0; i < 9000; i++) if (flip(random) === 'heads') heads++;
    expect(heads / 9000).toBeGreaterThan(0.6);
    expect(heads / 9000).toBeLessThan(0.73);
  });

  it('permutations_need_the_same_values', () => {
    expect(arePermutations([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(arePermutations([1, 2, 3], [3, 1, 5])).toBe(false);
  });

  it('arrays_of_different_lengths_are_not_permutations', () => {
    expect(arePermutations([1, 2], [1, 2, 3])).toBe(false);
    expect(arePermutations([1, 2, 3], [1, 2])).toBe(false);
  });
});
