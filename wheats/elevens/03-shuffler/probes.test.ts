// Probes: each passes on the reference and fails on a wheat, so verify sees that every wheat's freedom shows.
import { describe, expect, it } from 'vitest';
import { flip } from '../../../solutions/elevens/03-shuffler/Shuffler.ts';
import { ScriptedRandom } from '../../../activities/shared/RandomSource.ts';

describe('what the coin leaves open', () => {
  it('a_draw_of_0_is_heads', () => {
    expect(flip(new ScriptedRandom([0]))).toBe('heads');
  });

  it('a_draw_of_2_is_tails', () => {
    expect(flip(new ScriptedRandom([2]))).toBe('tails');
  });
});
