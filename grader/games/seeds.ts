/**
 * The seed of a new deal in a game that is already on (a restart, Monte Carlo's new random game). It is worked out
 * from the seed on the table rather than drawn afresh, so a session started with `--seed n` deals the same sequence
 * of games every time, and the seed printed for any deal of it replays the rest of the sequence from there. Pure
 * arithmetic: the terminal shells and the pages in the browser both use it.
 */

/** How many seeds a new deal can get: [0, 2^31), as the seeds `play` chooses when none is given. */
const SEEDS = 2 ** 31;

/** The next seed after `seed`: looks random, but always the same for the same seed. */
export function nextSeed(seed: number): number {
  // Both halves of a whole number count (Monte Carlo's game numbers go past 32 bits), then murmur3's finaliser mixes
  // them, so that nearby seeds lead to unrelated ones.
  let h = (seed | 0) ^ Math.imul(Math.floor(seed / 2 ** 32) | 0, 0x9e3779b9) ^ 0x5eed5eed;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  const next = ((h ^ (h >>> 16)) >>> 0) % SEEDS;
  // A restart always deals anew, even from the rare seed the mixing maps to itself.
  return next === seed ? (next + 1) % SEEDS : next;
}
