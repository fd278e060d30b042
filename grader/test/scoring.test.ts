import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { findActivity, listActivities } from '../src/kit/activities.ts';
import { buggyImpls } from '../src/kit/buggy.ts';
import type { RunOutcome, TestOutcome } from '../src/run/runner.ts';
import { scoreHidden, scoreTesting } from '../src/score/scoring.ts';

const card = findActivity(listActivities(KIT_ROOT, 'elevens'), 'elevens/01');
const bugs = buggyImpls(card);

function test(name: string, state: TestOutcome['state'], file = 'Card.hidden.test.ts'): TestOutcome {
  return {
    file: `/x/${file}`,
    name,
    fullName: `CardTester > ${name}`,
    state,
    durationMs: 1,
    message: state === 'passed' ? undefined : 'expected a to be b',
  };
}
const outcome = (...tests: TestOutcome[]): RunOutcome => ({ tests, fileErrors: [] });

describe('scoring', () => {
  it('hidden_tests_earn_their_manifest_weight_and_failures_earn_nothing', () => {
    const scored = scoreHidden(
      card,
      outcome(test('toString_matches_the_pinned_formats', 'passed'), test('a_card_matches_itself', 'failed')),
    );
    expect(scored.map((t) => [t.points, t.maxPoints])).toEqual([
      [2, 2],
      [0, 1],
    ]);
    expect(scored[1]!.message).toBe('expected a to be b');
  });

  it('thoroughness_is_the_share_of_buggy_implementations_caught', () => {
    const valid = outcome(test('a', 'passed'), test('b', 'passed'));
    const onBuggy = bugs.map((impl, k) => ({
      impl,
      outcome:
        k === 0 ? outcome(test('a', 'failed'), test('b', 'passed')) : outcome(test('a', 'passed'), test('b', 'passed')),
    }));
    const result = scoreTesting(card, valid, onBuggy);
    expect(result.buggy.map((b) => b.caught)).toEqual([true, false, false]);
    expect(result.buggy[0]!.caughtBy).toEqual(['CardTester > a']);
    expect(result.buggy[1]!.hint).toBe(bugs[1]!.hint);
    expect(result.buggy[0]!.hint).toBeUndefined();
    expect(result.points).toBeCloseTo((card.manifest.testing.points * 1) / 3, 2);
  });

  it('an_invalid_test_removes_thoroughness_credit_and_is_named', () => {
    const onBuggy = bugs.map((impl) => ({ impl, outcome: outcome(test('a', 'failed')) }));
    const result = scoreTesting(card, outcome(test('a', 'passed'), test('b', 'failed')), onBuggy);
    expect(result.points).toBe(0);
    expect(result.note).toMatch(/fail on a correct implementation/);
    expect(result.tests.filter((t) => !t.validOnReference).map((t) => t.name)).toEqual(['CardTester > b']);
  });

  it('a_test_failing_on_a_wheat_is_over_specified_names_its_freedom_and_catches_nothing', () => {
    const wheats = ['rank-order', 'other-words'].map((id) => ({
      impl: { id: `Card.${id}`, subject: 'Card.ts', file: `/x/Card.${id}.ts`, freedom: `it takes ${id}` },
      outcome: id === 'rank-order' ? outcome(test('a', 'passed'), test('b', 'failed')) : outcome(test('a', 'passed')),
    }));
    // Test b fails on a buggy implementation, as it does on the wheat: that is no catch.
    const onBuggy = bugs.map((impl, k) => ({
      impl,
      outcome: outcome(test('a', k === 0 ? 'failed' : 'passed'), test('b', 'failed')),
    }));
    const result = scoreTesting(card, outcome(test('a', 'passed'), test('b', 'passed')), onBuggy, wheats);
    expect(result.wheats).toBe(2);
    expect(result.tests).toEqual([
      { name: 'CardTester > a', validOnReference: true, wheatsPassed: 2 },
      {
        name: 'CardTester > b',
        validOnReference: true,
        wheatsPassed: 1,
        overSpecified: [{ wheat: 'Card.rank-order', freedom: 'it takes rank-order' }],
      },
    ]);
    expect(result.buggy.map((b) => b.caughtBy)).toEqual([['CardTester > a'], [], []]);
    expect(result.points).toBe(0);
    expect(result.note).toMatch(/assume what the specification leaves open/);
  });

  it('a_test_file_that_stops_with_an_error_on_a_wheat_makes_its_tests_over_specified', () => {
    const wheat = {
      impl: { id: 'Card.other', subject: 'Card.ts', file: '/x/Card.other.ts', freedom: 'it differs' },
      outcome: { tests: [], fileErrors: [{ file: '/x/Card.hidden.test.ts', kind: 'load' as const, message: 'boom' }] },
    };
    const result = scoreTesting(card, outcome(test('a', 'passed')), [], [wheat]);
    expect(result.tests[0]!.overSpecified).toEqual([{ wheat: 'Card.other', freedom: 'it differs' }]);
  });

  it('a_test_that_skips_itself_on_the_reference_catches_nothing_whatever_it_fails_on', () => {
    // It skips where it recognises the reference and fails everywhere else: it asserts nothing of the behaviour.
    const onBuggy = bugs.map((impl) => ({ impl, outcome: outcome(test('a', 'passed'), test('b', 'failed')) }));
    const result = scoreTesting(card, outcome(test('a', 'passed'), test('b', 'not-run')), onBuggy);
    expect(result.tests[1]).toMatchObject({ name: 'CardTester > b', notRun: true });
    expect(result.buggy.map((b) => b.caught)).toEqual([false, false, false]);
    expect(result.points).toBe(0);
  });

  it('a_test_that_skips_itself_on_a_wheat_is_over_specified_unless_the_limit_kept_it_from_running', () => {
    const wheat = (limited: boolean) => ({
      impl: { id: 'Card.other', subject: 'Card.ts', file: '/x/Card.other.ts', freedom: 'it differs' },
      outcome: { ...outcome(test('a', 'not-run')), ...(limited ? { limitReached: {} } : {}) },
    });
    const onBuggy = bugs.map((impl) => ({ impl, outcome: outcome(test('a', 'failed')) }));
    const skipped = scoreTesting(card, outcome(test('a', 'passed')), onBuggy, [wheat(false)]);
    expect(skipped.tests[0]!.overSpecified).toEqual([{ wheat: 'Card.other', freedom: 'it differs' }]);
    expect(skipped.points).toBe(0);
    const cut = scoreTesting(card, outcome(test('a', 'passed')), onBuggy, [wheat(true)]);
    expect(cut.tests[0]!.overSpecified).toBeUndefined();
    expect(cut.points).toBe(card.manifest.testing.points);
  });

  it('no_tests_earn_nothing_and_say_where_to_write_them', () => {
    const result = scoreTesting(
      card,
      {
        tests: [],
        fileErrors: [{ file: '/x/CardTester.test.ts', kind: 'empty', message: 'no tests found in this file' }],
      },
      [],
    );
    expect(result.points).toBe(0);
    expect(result.note).toMatch(/could not run|no tests/);
  });

  it('a_test_file_that_crashes_on_a_buggy_implementation_catches_it', () => {
    const onBuggy = bugs.map((impl) => ({
      impl,
      outcome: {
        tests: [],
        fileErrors: [{ file: '/x/CardTester.test.ts', kind: 'load' as const, message: 'TypeError' }],
      },
    }));
    const result = scoreTesting(card, outcome(test('a', 'passed')), onBuggy);
    expect(result.buggy.every((b) => b.caught)).toBe(true);
    expect(result.points).toBe(card.manifest.testing.points);
  });

  it('buggy_implementations_are_not_run_when_the_limit_came_before_the_students_tests', () => {
    // The limit cut the run on the reference before any test: the buggy runs were cut too, or never started.
    const cut: RunOutcome = { tests: [], fileErrors: [], limitReached: {} };
    const onBuggy = bugs.map((impl, k) => ({ impl, outcome: k === 0 ? cut : undefined }));
    const result = scoreTesting(card, cut, onBuggy);
    expect(result.note).toMatch(/did not run/);
    expect(result.buggy.map((b) => [b.caught, b.notRun])).toEqual(bugs.map(() => [false, true]));
    // Tests that ran and missed a buggy implementation still missed it.
    const ran = scoreTesting(
      card,
      outcome(test('a', 'passed')),
      bugs.map((impl) => ({ impl, outcome: undefined })),
    );
    expect(ran.buggy.every((b) => !b.caught && b.notRun === undefined)).toBe(true);
  });
});
