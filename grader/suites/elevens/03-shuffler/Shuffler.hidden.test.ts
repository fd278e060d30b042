import { describe, expect, it } from 'vitest';
import {
  arePermutations,
  flip,
  perfectShuffle,
  randomsThatReverse1234,
  selectionShuffle,
} from '../../../../solutions/elevens/03-shuffler/Shuffler.ts';
import { ScriptedRandom, SeededRandom } from '../../../../activities/shared/RandomSource.ts';
import { RecordingRandom } from '../shared/recordingRandom.ts';

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('perfectShuffle', () => {
  it('perfectShuffle_interleaves_the_two_halves_of_an_even_length_array', () => {
    const values = upTo(6);
    perfectShuffle(values);
    expect(values, 'perfectShuffle of [0,1,2,3,4,5]: 0,1,2 go to the even places, 3,4,5 to the odd ones').toEqual([
      0, 3, 1, 4, 2, 5,
    ]);
  });

  it('perfectShuffle_of_an_odd_length_puts_the_longer_half_first', () => {
    const values = upTo(5);
    perfectShuffle(values);
    expect(values, 'perfectShuffle of [0,1,2,3,4]: the first half is 0,1,2 (the middle rounds up)').toEqual([
      0, 3, 1, 4, 2,
    ]);
  });

  it('perfectShuffle_leaves_arrays_of_zero_and_one_value_alone', () => {
    const none: number[] = [];
    perfectShuffle(none);
    expect(none, 'perfectShuffle of []').toEqual([]);
    const one = [7];
    perfectShuffle(one);
    expect(one, 'perfectShuffle of [7]').toEqual([7]);
  });

  it('perfectShuffle_of_52_values_restores_the_order_after_exactly_eight_shuffles', () => {
    const original = upTo(52);
    const values = upTo(52);
    perfectShuffle(values);
    expect(values.slice(0, 6), 'the first six values after one perfect shuffle of 0…51').toEqual([0, 26, 1, 27, 2, 28]);
    for (let shuffles = 2; shuffles <= 7; shuffles++) {
      perfectShuffle(values);
      expect(values, `after ${shuffles} perfect shuffles the 52 values should not be back in order yet`).not.toEqual(
        original,
      );
    }
    perfectShuffle(values);
    expect(values, 'after eight perfect shuffles the 52 values are back in their first order').toEqual(original);
  });
});

describe('selectionShuffle', () => {
  it('selectionShuffle_draws_one_number_per_position_from_the_last_down_to_1', () => {
    const random = new RecordingRandom(new SeededRandom(11));
    selectionShuffle(upTo(5), random);
    expect(random.bounds, 'the bounds passed to nextInt while shuffling five values: k + 1 for k = 4, 3, 2, 1').toEqual(
      [5, 4, 3, 2],
    );
  });

  it('selectionShuffle_with_scripted_numbers_gives_the_exact_order', () => {
    const values = [10, 20, 30, 40, 50];
    selectionShuffle(values, new ScriptedRandom([1, 3, 0, 0]));
    // k=4 swaps with 1, k=3 stays, k=2 swaps with 0, k=1 swaps with 0.
    expect(values, 'selectionShuffle of [10,20,30,40,50] drawing 1, 3, 0, 0').toEqual([50, 30, 10, 40, 20]);
  });

  it('selectionShuffle_with_randomsThatReverse1234_reverses_1_2_3_4', () => {
    const values = [1, 2, 3, 4];
    selectionShuffle(values, new ScriptedRandom(randomsThatReverse1234()));
    expect(values, 'selectionShuffle of [1,2,3,4] drawing the numbers of randomsThatReverse1234()').toEqual([
      4, 3, 2, 1,
    ]);
  });

  it('selectionShuffle_keeps_every_value', () => {
    const values = upTo(52);
    selectionShuffle(values, new SeededRandom(7));
    expect(values.length, 'length after shuffling 52 values').toBe(52);
    expect(
      [...values].sort((x, y) => x - y),
      'the shuffled values, sorted again',
    ).toEqual(upTo(52));
  });

  it('selectionShuffle_of_zero_or_one_value_draws_no_number', () => {
    const one = ['only'];
    selectionShuffle(one, new ScriptedRandom([]));
    expect(one, 'selectionShuffle of a one-value array (it must not ask for a random number)').toEqual(['only']);
    const none: string[] = [];
    selectionShuffle(none, new ScriptedRandom([]));
    expect(none, 'selectionShuffle of an empty array').toEqual([]);
  });
});

describe('randomsThatReverse1234', () => {
  it('randomsThatReverse1234_are_the_three_draws_of_question_3', () => {
    const draws = randomsThatReverse1234();
    expect(draws.length, 'how many numbers the selection shuffle draws for four values').toBe(3);
    // Replay the efficient selection shuffle by hand: position k swaps with draws[3 - k], which must be 0…k.
    const values = [1, 2, 3, 4];
    for (let k = 3; k > 0; k--) {
      const r = draws[3 - k]!;
      expect(Number.isInteger(r) && r >= 0 && r <= k, `draw for position ${k} is a whole number from 0 to ${k}`).toBe(
        true,
      );
      [values[k], values[r]] = [values[r]!, values[k]!];
    }
    expect(values, '[1,2,3,4] after swapping with those draws').toEqual([4, 3, 2, 1]);
  });
});

describe('flip', () => {
  it('flip_returns_only_heads_or_tails', () => {
    const random = new SeededRandom(3);
    const seen = new Set<string>();
    for (let i = 0; i < 1000; i++) seen.add(flip(random));
    expect([...seen].sort(), 'the different results of 1000 flips').toEqual(['heads', 'tails']);
  });

  it('flip_lands_heads_about_twice_as_often_as_tails', () => {
    const random = new SeededRandom(2024);
    const flips = 30_000;
    let heads = 0;
    for (let i = 0; i < flips; i++) if (flip(random) === 'heads') heads++;
    const share = heads / flips;
    expect(
      share >= 0.62 && share <= 0.71,
      `share of heads in ${flips} flips was ${share.toFixed(3)}; a coin twice as likely heads gives about 0.667`,
    ).toBe(true);
  });

  it('flip_uses_the_random_source_it_is_given', () => {
    const first = new SeededRandom(99);
    const second = new SeededRandom(99);
    const a = Array.from({ length: 200 }, () => flip(first));
    const b = Array.from({ length: 200 }, () => flip(second));
    expect(
      a,
      'two runs of 200 flips with equal seeds should give the same results (use the RandomSource, not Math.random)',
    ).toEqual(b);
  });
});

describe('arePermutations', () => {
  it('arePermutations_is_true_for_the_same_values_in_another_order', () => {
    expect(arePermutations([1, 2, 3, 4], [4, 1, 3, 2]), 'arePermutations([1,2,3,4], [4,1,3,2])').toBe(true);
    expect(arePermutations([5, 9], [9, 5]), 'arePermutations([5,9], [9,5])').toBe(true);
  });

  it('arePermutations_is_true_for_equal_arrays_and_for_two_empty_arrays', () => {
    expect(arePermutations([3, 1, 2], [3, 1, 2]), 'arePermutations([3,1,2], [3,1,2])').toBe(true);
    expect(arePermutations([], []), 'arePermutations([], [])').toBe(true);
  });

  it('arePermutations_is_false_when_a_value_differs', () => {
    expect(arePermutations([1, 2, 3], [1, 2, 4]), 'arePermutations([1,2,3], [1,2,4])').toBe(false);
    expect(arePermutations([1, 2, 3], [4, 5, 6]), 'arePermutations([1,2,3], [4,5,6])').toBe(false);
  });

  it('arePermutations_is_false_for_arrays_of_different_lengths', () => {
    expect(arePermutations([1, 2], [2, 1, 3]), 'arePermutations([1,2], [2,1,3]): the second has an extra value').toBe(
      false,
    );
    expect(arePermutations([1, 2, 3], [3, 1]), 'arePermutations([1,2,3], [3,1]): the second is missing a value').toBe(
      false,
    );
    expect(arePermutations([], [5]), 'arePermutations([], [5])').toBe(false);
  });

  it('arePermutations_does_not_change_its_arguments', () => {
    const a = [3, 1, 2];
    const b = [2, 3, 1];
    arePermutations(a, b);
    expect([a, b], 'the two arrays after arePermutations([3,1,2], [2,3,1])').toEqual([
      [3, 1, 2],
      [2, 3, 1],
    ]);
  });
});
