import path from 'node:path';
import type { Activity } from './activities.ts';
import type { BuggyImpl } from './buggy.ts';
import { round2, type BuggyResult, type HiddenTestResult, type StudentTestResult, type TestingResult } from './result.ts';
import type { RunOutcome } from './runner.ts';

/** Points of each hidden test: its weight in the manifest, else 1. A test that did not pass earns nothing. */
export function scoreHidden(activity: Activity, outcome: RunOutcome | undefined): HiddenTestResult[] {
  if (!outcome) return [];
  return outcome.tests.map((test) => {
    const suite = path.basename(test.file);
    const weights = activity.manifest.hidden.find((entry) => entry.suite === suite)?.weights ?? {};
    const maxPoints = weights[test.name] ?? 1;
    const passed = test.state === 'passed';
    return { name: test.name, suite, passed, points: passed ? maxPoints : 0, maxPoints, message: passed ? undefined : test.message };
  });
}

/** The most points the hidden suites can give, counted from a run against the reference. */
export function hiddenMaxPoints(activity: Activity, referenceOutcome: RunOutcome): number {
  return scoreHidden(activity, referenceOutcome).reduce((sum, test) => sum + test.maxPoints, 0);
}

/**
 * Wheats and chaffs (DESIGN.md contract 4): the student's tests must all pass on the reference; then each
 * buggy implementation is caught when at least one of them fails on it.
 */
export function scoreTesting(
  activity: Activity,
  onReference: RunOutcome | undefined,
  onBuggy: { impl: BuggyImpl; outcome: RunOutcome | undefined }[],
): TestingResult {
  const maxPoints = activity.manifest.testing.points;
  const tests: StudentTestResult[] = (onReference?.tests ?? []).map((test) => ({
    name: test.fullName,
    validOnReference: test.state === 'passed',
    message: test.state === 'passed' ? undefined : test.message,
  }));
  const loadErrors = onReference?.fileErrors ?? [];
  const buggy: BuggyResult[] = onBuggy.map(({ impl, outcome }) => {
    const caughtBy = (outcome?.tests ?? []).filter((test) => test.state === 'failed').map((test) => test.fullName);
    const crashed = (outcome?.fileErrors.length ?? 0) > 0 && (outcome?.tests.length ?? 0) === 0 && tests.length > 0;
    const caught = caughtBy.length > 0 || crashed;
    return { id: impl.id, caught, caughtBy: crashed ? ['(your test file stopped with an error on it)'] : caughtBy, hint: caught ? undefined : impl.hint };
  });
  let note: string | undefined;
  if (maxPoints === 0) note = undefined;
  else if (loadErrors.length > 0 && tests.length === 0) note = `your tests could not run: ${loadErrors[0]!.message}`;
  else if (tests.length === 0) note = 'no tests of your own yet: write some in ' + activity.manifest.files.studentTests.join(', ');
  else if (tests.some((test) => !test.validOnReference)) note = 'some of your tests fail on a correct implementation, so they prove nothing yet: fix them first';
  const caughtCount = buggy.filter((b) => b.caught).length;
  const points = note || buggy.length === 0 ? 0 : round2((maxPoints * caughtCount) / buggy.length);
  return { points, maxPoints, tests, buggy, note };
}
