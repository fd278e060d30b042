// What a grading service's per-test list is made of (Gradescope's `tests`, PrairieLearn's `tests`): built here once,
// so both services show the same items with the same words; each reporter only maps them to its own fields.
import { NOT_RUN_ON_LIMIT, type ActivityResult, type GradeReport } from '../score/result.ts';
import { failureText } from './difference.ts';
import { collapseTypeProblems } from './terminal.ts';
import { overSpecifiedTests, overSpecifiedText, wheatSummary } from './wheatWords.ts';

export interface GradedItem {
  /** What stopped the activity from loading, one hidden test, or the student's own tests against buggy ones. */
  kind: 'problems' | 'hidden' | 'testing';
  /** `<activity id> · <what>`, before it is made inert for its medium. */
  name: string;
  /** Its place in the activity: 0 for its problems, then the hidden tests from 1, then the student's tests. */
  place: number;
  points: number;
  maxPoints: number;
  passed: boolean;
  output?: string;
}

/** The items of one activity, in the order a student reads them. */
export function gradedItems(activity: ActivityResult): GradedItem[] {
  const items: GradedItem[] = [];
  if (activity.problems.length > 0 || activity.typeProblems.length > 0) {
    const output = [
      ...activity.problems,
      ...collapseTypeProblems(activity.typeProblems).map((line) => `type: ${line}`),
    ].join('\n');
    items.push({
      kind: 'problems',
      name: `${activity.id} · problems found`,
      place: 0,
      points: 0,
      maxPoints: 0,
      passed: false,
      output,
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
  const { testing } = activity;
  if (testing.maxPoints > 0) {
    const lines = [
      ...(testing.note ? [testing.note] : []),
      ...(wheatSummary(testing) ? [wheatSummary(testing)!] : []),
      ...overSpecifiedTests(testing).map((test) => overSpecifiedText(test, testing.wheats ?? 0)),
      ...testing.buggy.map((bug) =>
        bug.caught
          ? `caught ${bug.id} (by ${bug.caughtBy.join(', ')})`
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
