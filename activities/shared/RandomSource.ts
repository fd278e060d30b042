/**
 * Provided by the kit (do not edit): where every shuffle in every lab gets its random numbers.
 *
 * Classes that shuffle take an optional RandomSource so that tests and `--seed` runs are repeatable;
 * without one they fall back to Math.random, like the Java handouts.
 */
export interface RandomSource {
  /** An integer in [0, bound); bound must be a positive integer. */
  nextInt(bound: number): number;
}

function checkBound(bound: number): void {
  if (!Number.isInteger(bound) || bound <= 0) {
    throw new RangeError(`nextInt needs a positive whole bound, got ${bound}`);
  }
}

/** The default source: Math.random, unseeded. */
export const mathRandom: RandomSource = {
  nextInt(bound: number): number {
    checkBound(bound);
    return Math.floor(Math.random() * bound);
  },
};

/**
 * A small, fast, seeded source (mulberry32) for repeatable games and simulations.
 * Any 32-bit integer is a valid seed; the same seed always gives the same sequence.
 */
export class SeededRandom implements RandomSource {
  private state: number;

  constructor(readonly seed: number) {
    if (!Number.isSafeInteger(seed)) throw new RangeError(`a seed must be a whole number, got ${seed}`);
    this.state = seed | 0;
  }

  /** A float in [0, 1). */
  nextFloat(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  nextInt(bound: number): number {
    checkBound(bound);
    return Math.floor(this.nextFloat() * bound);
  }
}

/** A source that replays a fixed list of integers: handy in tests that need one exact shuffle. */
export class ScriptedRandom implements RandomSource {
  private next = 0;

  constructor(private readonly values: readonly number[]) {}

  nextInt(bound: number): number {
    if (this.next >= this.values.length) {
      const given = `${this.values.length} number${this.values.length === 1 ? '' : 's'}`;
      throw new Error(`ScriptedRandom ran out: it was given ${given}, and nextInt(${bound}) asked for one more`);
    }
    const value = this.values[this.next++]!;
    if (!Number.isInteger(value) || value < 0 || value >= bound) {
      throw new RangeError(`scripted value ${value} is outside [0, ${bound})`);
    }
    return value;
  }
}
