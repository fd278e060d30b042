import { describe, expect, it } from 'vitest';
import { JavaRandom } from '../../../activities/montecarlo/shared/JavaRandom.ts';
import { IllegalArgumentError } from '../../../activities/shared/errors.ts';
import { validatorFor } from '../../src/kit/schemas.ts';
import { kitPaths } from '../../src/kit/kit.ts';
import { KIT_ROOT } from '../../cli/context.ts';
import recorded from '../../../fixtures/montecarlo/java-random.json' with { type: 'json' };

type Mixed = { call: string; bound?: number; value: number | string | boolean };

const seedOf = (text: string) => BigInt(text);

describe('JavaRandom (fixtures/montecarlo/java-random.json, recorded with the JDK)', () => {
  it('the_fixture_is_valid_and_covers_negative_and_extreme_seeds', () => {
    expect(validatorFor(kitPaths(KIT_ROOT).schemas, 'java-random')(recorded)).toBe(true);
    const seeds = recorded.cases.map((c) => c.seed);
    for (const seed of ['0', '-1', '-2147483648', '9007199254740993', '9223372036854775807', '-9223372036854775808'])
      expect(seeds).toContain(seed);
    const bounds = recorded.cases[0]!.nextIntBounded.map((b) => b.bound);
    for (const bound of [1, 16, 1073741824, 1073741825, 2147483647]) expect(bounds).toContain(bound);
  });

  for (const recording of recorded.cases) {
    describe(`seed ${recording.seed}`, () => {
      const seed = seedOf(recording.seed);

      it('nextInt', () => {
        const random = new JavaRandom(seed);
        expect(recording.nextInt.map(() => random.nextInt())).toEqual(recording.nextInt);
      });

      it('nextInt_bound', () => {
        for (const { bound, values } of recording.nextIntBounded) {
          const random = new JavaRandom(seed);
          expect(
            values.map(() => random.nextInt(bound)),
            `nextInt(${bound})`,
          ).toEqual(values);
        }
      });

      it('nextLong', () => {
        const random = new JavaRandom(seed);
        expect(recording.nextLong.map(() => random.nextLong().toString())).toEqual(recording.nextLong);
      });

      it('nextDouble', () => {
        const random = new JavaRandom(seed);
        expect(recording.nextDouble.map(() => random.nextDouble())).toEqual(recording.nextDouble);
      });

      it('nextBoolean', () => {
        const random = new JavaRandom(seed);
        expect(recording.nextBoolean.map(() => random.nextBoolean())).toEqual(recording.nextBoolean);
      });

      it('interleaved_calls_share_one_state', () => {
        const random = new JavaRandom(seed);
        const got = (recording.mixed as Mixed[]).map(({ call, bound }) => {
          if (call === 'nextInt') return bound === undefined ? random.nextInt() : random.nextInt(bound);
          if (call === 'nextLong') return random.nextLong().toString();
          if (call === 'nextDouble') return random.nextDouble();
          return random.nextBoolean();
        });
        expect(got).toEqual(recording.mixed.map((m) => m.value));
      });

      it('a_number_seed_gives_the_same_sequence_as_the_bigint', () => {
        if (seed > BigInt(Number.MAX_SAFE_INTEGER) || seed < BigInt(Number.MIN_SAFE_INTEGER)) return;
        const random = new JavaRandom(Number(seed));
        expect(recording.nextInt.map(() => random.nextInt())).toEqual(recording.nextInt);
      });
    });
  }
});

describe('JavaRandom, other behaviour', () => {
  it('setSeed_starts_the_sequence_again', () => {
    const random = new JavaRandom(42);
    const first = [random.nextInt(52), random.nextInt(52), random.nextInt()];
    random.setSeed(42);
    expect([random.nextInt(52), random.nextInt(52), random.nextInt()]).toEqual(first);
  });

  it('rejects_bounds_and_seeds_java_would_not_accept', () => {
    const random = new JavaRandom(1);
    for (const bound of [0, -5, 2.5, 2 ** 31, Number.NaN])
      expect(() => random.nextInt(bound), `nextInt(${bound})`).toThrow(IllegalArgumentError);
    expect(() => new JavaRandom(1n << 63n)).toThrow(IllegalArgumentError);
    expect(() => new JavaRandom(-(1n << 63n) - 1n)).toThrow(IllegalArgumentError);
    expect(() => new JavaRandom(0.5)).toThrow(IllegalArgumentError);
    expect(() => new JavaRandom(2 ** 60)).toThrow(IllegalArgumentError);
  });

  it('values_stay_in_range_over_many_calls', () => {
    const random = new JavaRandom(-77);
    for (let k = 0; k < 10_000; k++) {
      const bound = 1 + (k % 97);
      const value = random.nextInt(bound);
      if (!(Number.isInteger(value) && value >= 0 && value < bound))
        expect.unreachable(`nextInt(${bound}) gave ${value}`);
      const d = random.nextDouble();
      if (!(d >= 0 && d < 1)) expect.unreachable(`nextDouble gave ${d}`);
    }
  });
});
