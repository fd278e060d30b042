// What a grading service's per-test list is made of (Gradescope's `tests`, PrairieLearn's `tests`): built here once,
// so both services show the same items with the same words; each reporter only maps them to its own fields.
import {
  NOT_RUN_ON_LIMIT,
  type ActivityResult,
  type GradeReport,
  type TestingResult,
  type TypeProblem,
} from '../score/result.ts';
import { failureText } from './difference.ts';
import { collapseTypeProblems } from './terminal.ts';
import { overSpecifiedTests, overSpecifiedText, wheatSummary } from './wheatWords.ts';

export interface GradedItem {
  /**
   * What stopped the activity from loading, one hidden test, the student's own tests against buggy ones, or the type
   * problems found in the hidden suites (shown as the hidden tests are: see `withHiddenTests`).
   */
  kind: 'problems' | 'hidden' | 'testing' | 'hidden-types';
  /** `<activity id> · <what>`, before it is made inert for its medium. */
  name: string;
  /**
   * Its place in the activity: 0 for its problems, then the hidden tests from 1, then the student's tests, then the
   * hidden suites' type problems. That last place comes after every other whether or not the others are there, so
   * that no item a student sees is numbered otherwise for it.
   */
  place: number;
  points: number;
  maxPoints: number;
  passed: boolean;
  output?: string;
}

/**
 * Whether an item is shown to students only as the hidden tests are: the tests themselves, and the type problems
 * found in their files. Those quote nothing hidden, but whether there is one tells whether a hidden test passes a
 * value the student's types were written to reject, one bit per resubmission.
 */
export const withHiddenTests = (item: GradedItem): boolean => item.kind === 'hidden' || item.kind === 'hidden-types';

/** Said in place of the tests' names, counts and order where they came from what the kit's code computed. */
export const REGISTERED_BY_CODE =
  "your tests are not listed here: the tests your file registers on the kit's implementations are not those it " +
  'registers on your own code (it does not load there, or their names, number or order come from what the code ' +
  'they run computes)';

/**
 * The student's tests as the student is shown them. Their names, number and order are made as the test file loads,
 * by the code each run binds: shown only where the run on the reference registered exactly the tests the run on the
 * student's own code did (TestingResult.registeredByCode), and then in that order, whatever order another run
 * caught them in. Otherwise only which buggy implementations were caught is shown.
 */
function forStudents(testing: TestingResult): TestingResult {
  if (testing.registeredByCode)
    return { ...testing, tests: [], buggy: testing.buggy.map((bug) => ({ ...bug, caughtBy: [] })) };
  const place = new Map(testing.tests.map((test, k) => [test.name, k]));
  const inOrder = (names: string[]) => [...names].sort((a, b) => (place.get(a) ?? -1) - (place.get(b) ?? -1));
  return { ...testing, buggy: testing.buggy.map((bug) => ({ ...bug, caughtBy: inOrder(bug.caughtBy) })) };
}

const typeLines = (problems: TypeProblem[]) => collapseTypeProblems(problems).map((line) => `type: ${line}`);

/** The items of one activity, in the order a student reads them. */
export function gradedItems(activity: ActivityResult): GradedItem[] {
  const items: GradedItem[] = [];
  const visibleTypes = activity.typeProblems.filter((problem) => !problem.hidden);
  const hiddenTypes = activity.typeProblems.filter((problem) => problem.hidden);
  if (activity.problems.length > 0 || visibleTypes.length > 0) {
    items.push({
      kind: 'problems',
      name: `${activity.id} · problems found`,
      place: 0,
      points: 0,
      maxPoints: 0,
      passed: false,
      output: [...activity.problems, ...typeLines(visibleTypes)].join('\n'),
    });
  }
  activity.hidden.forEach((test, k) => {
    items.push({
      kind: 'hidden',
      name: `${activity.id} · ${test.name}`,
      place: k + 1,
      points: test.points,
      maxPoints: test.maxPoints,
      passed: test.passed,
      ...(test.message ? { output: failureText(test.message, test.comparison) } : {}),
    });
  });
  const testing = forStudents(activity.testing);
  if (testing.maxPoints > 0) {
    const lines = [
      ...(testing.note ? [testing.note] : []),
      ...(testing.registeredByCode ? [REGISTERED_BY_CODE] : []),
      ...(wheatSummary(testing) ? [wheatSummary(testing)!] : []),
      ...overSpecifiedTests(testing).map((test) => overSpecifiedText(test, testing.wheats ?? 0)),
      ...testing.buggy.map((bug) =>
        bug.caught
          ? `caught ${bug.id}${bug.caughtBy.length > 0 ? ` (by ${bug.caughtBy.join(', ')})` : ''}`
          : bug.notRun
            ? `not run on ${bug.id}: ${NOT_RUN_ON_LIMIT}`
            : `missed ${bug.id}: hint: ${bug.hint}`,
      ),
      ...(activity.coverage ? [`coverage of your code by your tests: ${activity.coverage.lines}% of lines`] : []),
    ];
    items.push({
      kind: 'testing',
      name: `${activity.id} · your tests catch buggy implementations`,
      place: activity.hidden.length + 1,
      points: testing.points,
      maxPoints: testing.maxPoints,
      passed: testing.points === testing.maxPoints,
      output: lines.join('\n'),
    });
  }
  if (hiddenTypes.length > 0) {
    items.push({
      kind: 'hidden-types',
      name: `${activity.id} · type problems where the hidden tests use your code`,
      place: activity.hidden.length + 2,
      points: 0,
      maxPoints: 0,
      passed: false,
      output: typeLines(hiddenTypes).join('\n'),
    });
  }
  return items;
}

/**
 * An item graded by hand is not a test: a grading service leaves it to its own manual grading (a question of its own
 * in Gradescope's outline, manual points in PrairieLearn), so the tests' maxima add up to the score's maximum. The
 * overall message says it is pending, with what the student wrote.
 */
export function manualLines(report: GradeReport): string[] {
  return report.activities.flatMap(({ id, manual }) => {
    if (!manual) return [];
    const told = manual.described
      ? `What you wrote in ${manual.file}:\n${manual.description ?? ''}`
      : `${manual.file} holds no description yet.`;
    const head = `${id} · ${manual.title}: graded by hand, apart from this score (up to ${manual.maxPoints} points).`;
    return [`${head}\nPending until your instructor grades it. ${told}`];
  });
}
