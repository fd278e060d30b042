/** The seeds of new deals in a game already on (seeds.ts): a session's sequence of deals is fixed by its first seed. */
import { describe, expect, it } from 'vitest';
import { nextSeed } from '../../games/seeds.ts';

describe('nextSeed', () => {
  const seeds = [0, 1, 3, 5, 2 ** 31 - 1, -7, 2 ** 40 + 5, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER];

  it('is the same for the same seed, a seed such as play chooses, and never the seed itself', () => {
    for (const seed of seeds) {
      const next = nextSeed(seed);
      expect(nextSeed(seed)).toBe(next);
      expect(Number.isInteger(next) && next >= 0 && next < 2 ** 31, `${seed} → ${next}`).toBe(true);
      expect(next).not.toBe(seed);
    }
  });

  it('leads nearby seeds, and seeds that differ only past 32 bits (game numbers), to different ones', () => {
    const next = seeds.map(nextSeed);
    expect(new Set(next).size).toBe(seeds.length);
    expect(nextSeed(5)).not.toBe(nextSeed(2 ** 32 + 5));
    const run = Array.from({ length: 1000 }, (_, k) => nextSeed(k));
    expect(new Set(run).size).toBe(1000);
  });
});
