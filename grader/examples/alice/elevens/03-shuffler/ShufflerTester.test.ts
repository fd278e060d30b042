// Alice's own tests for the shuffler: the first is sound; the second assumes which number gives heads, which the
// README leaves open, so grading finds it fails on a correct coin and counts none of her tests.
import { describe, expect, it } from 'vitest';
import { arePermutations, flip } from './Shuffler.ts';
import { ScriptedRandom } from '../../shared/RandomSource.ts';

describe('ShufflerTester', () => {
  it('an_array_is_a_permutation_of_its_reverse', () => {
    expect(arePermutations([1, 2, 3], [3, 2, 1])).toBe(true);
    expect(arePermutations([1, 2, 3], [1, 2, 4])).toBe(false);
  });

  it('a_draw_of_0_is_heads', () => {
    expect(flip(new ScriptedRandom([0]))).toBe('heads');
  });
});
