// How every report words the wheats (kit/wheats.ts): a student's test that fails on a correct implementation taking a
// freedom the stage leaves open is over-specified, and the report names that freedom. One wording for the terminal,
// Gradescope, JUnit and check, so that they never drift apart.
import type { CorrectVariants } from '../score/checkResult.ts';
import type { StudentTestResult, TestingResult } from '../score/result.ts';

/** `2 other correct implementations` */
export function correctVariants(count: number): string {
  return `${count} other correct implementation${count === 1 ? '' : 's'}`;
}

/** Why the test counts for nothing: the freedom of each wheat it failed on (each written to follow "where"). */
export function overSpecifiedText(test: StudentTestResult, wheats: number): string {
  const freedoms = (test.overSpecified ?? []).map((wheat) => wheat.freedom.replace(/\.$/, '')).join('; and where ');
  const passed = test.wheatsPassed ?? 0;
  return (
    `over-specified: ${test.name} passes on the reference and on ${passed} of ${correctVariants(wheats)}, ` +
    `but fails where ${freedoms}. It assumes what the specification leaves open, so it counts for nothing`
  );
}

/**
 * `5 of 6 tests pass on the reference and on all 2 other correct implementations`, where the activity has wheats and
 * some tests ran.
 */
export function wheatSummary(testing: TestingResult): string | undefined {
  const ran = testing.tests.filter((test) => !test.notRun);
  if (!testing.wheats || ran.length === 0) return undefined;
  const valid = ran.filter((test) => test.validOnReference && !test.overSpecified).length;
  const all = testing.wheats === 1 ? 'the' : 'all';
  return `${valid} of ${ran.length} tests pass on the reference and on ${all} ${correctVariants(testing.wheats)}`;
}

/** The tests that fail on a wheat. */
export const overSpecifiedTests = (testing: TestingResult): StudentTestResult[] =>
  testing.tests.filter((test) => test.overSpecified);

/** Why a test passing on the student's code counts for nothing when it fails on the reference as grading runs it. */
export function failsOnReferenceText(test: StudentTestResult): string {
  const why = test.message?.split('\n')[0];
  return (
    `fails on the reference: ${test.name} passes on your code but fails on the reference implementation, run as ` +
    `grading runs it, with the kit's earlier stages${why ? ` (${why})` : ''}. It asserts what the README does not ` +
    'ask for, or what your code (or an earlier stage of yours) gets wrong, so it counts for nothing at grading'
  );
}

/**
 * What `check` says of the correct implementations it ran the student's tests on (its terminal report and the
 * student page alike): in an instructor's kit, the tests that fail on the reference as grading runs it, and those that
 * fail on a wheat, each named with the freedom it assumed; in a student kit, that grading runs the wheats.
 */
export function checkWheatLines(wheats: CorrectVariants): { head: string; tests: string[] } {
  const variants = correctVariants(wheats.count);
  const leaning = wheats.leaning.map(failsOnReferenceText);
  if (!wheats.ran) {
    const differ = wheats.count === 1 ? 'differs' : 'differ';
    return {
      head:
        `grading also runs your tests on ${variants} that ${differ} where the README leaves room: ` +
        'a test that fails on one counts for nothing',
      tests: leaning,
    };
  }
  const count = wheats.overSpecified.length + wheats.leaning.length;
  if (count === 0) return { head: `your passing tests pass on all ${variants}`, tests: [] };
  const on = [
    ...(wheats.leaning.length > 0 ? ['the reference'] : []),
    ...(wheats.overSpecified.length > 0 ? [`one of ${variants}`] : []),
  ].join(' or on ');
  return {
    head: `${count} of your tests ${count === 1 ? 'fails' : 'fail'} on ${on}`,
    tests: [...leaning, ...wheats.overSpecified.map((test) => overSpecifiedText(test, wheats.count))],
  };
}
