import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import type { BuggyImpl } from '../kit/buggy.ts';
import type { WheatImpl } from '../kit/wheats.ts';
import { isLoadError } from '../analysis/loadError.ts';
import {
  round2,
  type BuggyResult,
  type HiddenTestResult,
  type OverSpecified,
  type StudentTestResult,
  type TestingResult,
} from './result.ts';
import type { RunOutcome, TestOutcome } from '../run/runner.ts';

/** The describe blocks around a test (`Deck` of `Deck > deal`): what tells apart tests of one name in a suite. */
function groupOf(test: TestOutcome): string | undefined {
  const ending = ` > ${test.name}`;
  return test.fullName.endsWith(ending) ? test.fullName.slice(0, -ending.length) : undefined;
}

/**
 * Points of each hidden test: its weight in the manifest, else 1; a test that did not pass earns nothing. The list
 * is the reference run's, when there is one: a hidden test the submission never reached (its code did not load, its
 * worker was stopped) is still listed, failed, with its points, so the maximum never shrinks.
 */
export function scoreHidden(
  activity: Activity,
  outcome: RunOutcome | undefined,
  reference?: RunOutcome,
  notReached = 'not run',
): HiddenTestResult[] {
  const key = (test: TestOutcome) => `${path.basename(test.file)}\0${test.fullName}`;
  const got = new Map((outcome?.tests ?? []).map((test) => [key(test), test]));
  const expected = reference && reference.tests.length > 0 ? reference.tests : (outcome?.tests ?? []);
  return expected.map((listed) => {
    const test = got.get(key(listed));
    const suite = path.basename(listed.file);
    const weights = activity.manifest.hidden.find((entry) => entry.suite === suite)?.weights ?? {};
    const maxPoints = weights[listed.name] ?? 1;
    const passed = test?.state === 'passed';
    // A test the submission never reached has no verdict: the whole-run limit came first, or its code is missing or
    // did not load.
    const notRun = test ? test.notRun : outcome?.limitReached ? 'limit' : 'not-loaded';
    const comparison = passed ? undefined : test?.comparison;
    const group = groupOf(listed);
    return {
      name: listed.name,
      suite,
      ...(group ? { group } : {}),
      passed,
      points: passed ? maxPoints : 0,
      maxPoints,
      message: passed ? undefined : (test?.message ?? notReached),
      ...(comparison ? { comparison } : {}),
      ...(test ? { durationMs: test.durationMs } : {}),
      ...(notRun ? { notRun } : {}),
    };
  });
}

/**
 * The wheats a test that passed on the reference did not pass on: its own failure there, or its skipping itself there
 * (a test that tells the reference from a wheat and skips on one proves only that it can tell them apart), or its file
 * stopping with an error on the wheat before any of its tests ran (the file asserts something of the wheat at load).
 * A test the whole-run limit kept from running there is no verdict either way.
 */
function failedOnWheats(
  test: TestOutcome,
  onWheats: { impl: WheatImpl; outcome: RunOutcome | undefined }[],
): OverSpecified[] {
  return onWheats
    .filter(({ outcome }) => {
      if (!outcome) return false;
      const same = outcome.tests.find((other) => other.file === test.file && other.fullName === test.fullName);
      if (same) return same.state === 'failed' || (same.state === 'not-run' && outcome.limitReached === undefined);
      const ranThere = outcome.tests.some((other) => other.file === test.file);
      return !ranThere && outcome.fileErrors.some((error) => error.file === test.file && error.kind !== 'truncated');
    })
    .map(({ impl }) => ({ wheat: impl.id, freedom: impl.freedom }));
}

/** A student's test counts (for its catches and the points) only when it is valid on every correct implementation. */
export const isValidTest = (test: StudentTestResult) => test.validOnReference && !test.overSpecified;

/**
 * The run of the student's tests on their own code, in grading (the coverage run): what students are shown of their
 * tests is what that run says of them. A run on the kit's implementations computes with hidden code: a name or an
 * error it builds from what it ran is the reference's output.
 */
export interface OwnRun {
  /** The tests that run registered (none, where it did not run), as `registeredTests` lists them. */
  registered: string[];
  /** Why its files did not load, if they did not. */
  loadErrors: string[];
}

/**
 * The tests a run registered, as `file\0full name`: each file's in the order it ran them, the files in name order
 * (a run's files run in an order of their own, runner.ts).
 */
export function registeredTests(tests: TestOutcome[]): string[] {
  return tests
    .map((test, k) => ({ test, k }))
    .sort((a, b) => (a.test.file < b.test.file ? -1 : a.test.file > b.test.file ? 1 : a.k - b.k))
    .map(({ test }) => `${test.file}\0${test.fullName}`);
}

/** The full names of the tests the student's own run registered. */
export const ownNamesOf = (own: OwnRun): Set<string> => new Set(own.registered.map((entry) => entry.split('\0')[1]!));

/** Why the student's tests could not run on the reference, in words their own run gives (see OwnRun). */
function loadMessage(loadErrors: { message: string }[], own: OwnRun | undefined): string {
  if (!own) return loadErrors[0]!.message;
  return (
    own.loadErrors[0] ??
    'their file stops as it loads on the reference implementation, not on your code: it must not depend on what the code it tests computes as it loads'
  );
}

/**
 * Wheats and chaffs: the student's tests must all pass on the reference and on every wheat (a correct implementation
 * that differs where the stage leaves room); then each buggy implementation is caught when at least one valid test
 * fails on it.
 */
export function scoreTesting(
  activity: Activity,
  onReference: RunOutcome | undefined,
  onBuggy: { impl: BuggyImpl; outcome: RunOutcome | undefined }[],
  onWheats: { impl: WheatImpl; outcome: RunOutcome | undefined }[] = [],
  own?: OwnRun,
): TestingResult {
  const maxPoints = activity.manifest.testing.points;
  const ownNames = own && ownNamesOf(own);
  // A test that did not run (skipped, or cut short by the whole-run limit) proves nothing, but is not invalid.
  const tests: StudentTestResult[] = (onReference?.tests ?? []).map((test) => {
    const overSpecified = test.state === 'passed' ? failedOnWheats(test, onWheats) : [];
    return {
      name: test.fullName,
      validOnReference: test.state !== 'failed',
      ...(onWheats.length > 0 && test.state === 'passed'
        ? { wheatsPassed: onWheats.length - overSpecified.length }
        : {}),
      ...(overSpecified.length > 0 ? { overSpecified } : {}),
      ...(test.state === 'passed' ? {} : { message: test.message }),
      ...(test.state === 'not-run' ? { notRun: true } : {}),
      ...(test.state === 'failed' && test.comparison ? { comparison: test.comparison } : {}),
      ...(own && !ownNames?.has(test.fullName) ? { namedByCode: true as const } : {}),
    };
  });
  // Only a test that passed on the reference (and on every wheat) catches: one that skipped itself there asserted
  // nothing of it, and would "catch" every implementation it fails on.
  const validNames = new Set(tests.filter((test) => isValidTest(test) && !test.notRun).map((test) => test.name));
  // `check` gives no reference run: it shows every catch, and says itself which count (report/checkTerminal.ts).
  const counts = (name: string) => onReference === undefined || validNames.has(name);
  // An empty test file is "no tests yet", not an error; one that did not load, or was stopped while it loaded (a loop
  // at its top level past its time), says why.
  const loadErrors = (onReference?.fileErrors ?? []).filter(
    (error) => isLoadError(error) || error.kind === 'timeout' || error.kind === 'crash',
  );
  // The whole-run limit came before any of the student's tests ran on the reference: then none ran on a buggy one
  // either, whatever became of those runs (cut, or never started).
  const cutBeforeTests = onReference?.limitReached !== undefined && tests.every((test) => test.notRun);
  const buggy: BuggyResult[] = onBuggy.map(({ impl, outcome }) => {
    // Only a valid test catches: one that fails on a correct implementation would "catch" any.
    const caughtBy = (outcome?.tests ?? [])
      .filter((test) => test.state === 'failed' && counts(test.fullName))
      .map((test) => test.fullName);
    // A file that stops on it catches it only where some test of it counts (one that skipped itself on the reference
    // and stops at load elsewhere asserted nothing).
    const crashed =
      (outcome?.fileErrors.length ?? 0) > 0 &&
      (outcome?.tests.length ?? 0) === 0 &&
      tests.some((test) => counts(test.name));
    const caught = caughtBy.length > 0 || crashed;
    const durationMs = (outcome?.tests ?? []).reduce((sum, test) => sum + test.durationMs, 0);
    // Not caught, and the limit cut its run short (or kept it from starting): whether the tests that did not run
    // would have caught it is unknown, so it is not run, never missed.
    const notRun = !caught && (cutBeforeTests || outcome?.limitReached !== undefined);
    return {
      id: impl.id,
      caught,
      caughtBy: crashed ? ['(your test file stopped with an error on it)'] : caughtBy,
      hint: caught ? undefined : impl.hint,
      durationMs,
      ...(notRun ? { notRun: true } : {}),
    };
  });
  let note: string | undefined;
  if (maxPoints === 0) note = undefined;
  else if (loadErrors.length > 0 && tests.length === 0)
    note = `your tests could not run: ${loadMessage(loadErrors, own)}`;
  else if (tests.length === 0 && onReference?.limitReached)
    note = 'your tests did not run: grading stopped at the whole-run time limit first';
  else if (tests.length === 0)
    note = 'no tests of your own yet: write some in ' + activity.manifest.files.studentTests.join(', ');
  else if (tests.some((test) => !test.validOnReference))
    note = 'some of your tests fail on a correct implementation, so they prove nothing yet: fix them first';
  else if (tests.some((test) => test.overSpecified))
    note =
      'some of your tests assume what the specification leaves open (they fail on a correct implementation that ' +
      'differs there), so they prove nothing yet: test only what the README fixes';
  const caughtCount = buggy.filter((b) => b.caught).length;
  const points = note || buggy.length === 0 ? 0 : round2((maxPoints * caughtCount) / buggy.length);
  // The tests the reference run registered are the own run's, by name, number and order, or what students are shown
  // of them (names, counts, orders, which came from the kit's code as it ran) is withheld (report/gradedItems.ts).
  const registered = registeredTests(onReference?.tests ?? []);
  const unlikeOwn =
    own !== undefined &&
    (registered.length !== own.registered.length || registered.some((entry, k) => entry !== own.registered[k]));
  return {
    points,
    maxPoints,
    tests,
    ...(onWheats.length > 0 ? { wheats: onWheats.length } : {}),
    buggy,
    note,
    ...(unlikeOwn ? { registeredByCode: true as const } : {}),
  };
}
