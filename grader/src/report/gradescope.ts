import type { GradeReport } from '../result.ts';
import { failureText } from './difference.ts';
import { forText } from './inert.ts';
import { collapseTypeProblems } from './terminal.ts';
import { overSpecifiedTests, overSpecifiedText, wheatSummary } from './wheatWords.ts';

export type Visibility = 'hidden' | 'after_due_date' | 'after_published' | 'visible';

interface GradescopeTest {
  name: string;
  number: string;
  score: number;
  max_score: number;
  /** Left out for an item graded by hand: it has not passed or failed anything. */
  status?: 'passed' | 'failed';
  output?: string;
  visibility: Visibility;
}

/**
 * Gradescope's results.json: one entry per hidden test (shown after grades are published, by default), one per
 * activity for the student's own tests, and one for anything that stopped an activity from being graded.
 */
export function toGradescope(
  report: GradeReport,
  visibilityOf: (activityId: string) => Visibility = () => 'after_published',
): object {
  const tests: GradescopeTest[] = [];
  report.activities.forEach((activity, a) => {
    const number = (k: number) => `${a + 1}.${k}`;
    if (activity.problems.length > 0 || activity.typeProblems.length > 0) {
      const output = [
        ...activity.problems,
        ...collapseTypeProblems(activity.typeProblems).map((line) => `type: ${line}`),
      ].join('\n');
      tests.push({
        name: `${activity.id} · problems found`,
        number: number(0),
        score: 0,
        max_score: 0,
        status: 'failed',
        output,
        visibility: 'visible',
      });
    }
    activity.hidden.forEach((test, k) => {
      tests.push({
        name: `${activity.id} · ${test.name}`,
        number: number(k + 1),
        score: test.points,
        max_score: test.maxPoints,
        status: test.passed ? 'passed' : 'failed',
        ...(test.message ? { output: failureText(test.message, test.comparison) } : {}),
        visibility: visibilityOf(activity.id),
      });
    });
    const { testing } = activity;
    if (testing.maxPoints > 0) {
      const lines = [
        ...(testing.note ? [testing.note] : []),
        ...(wheatSummary(testing) ? [wheatSummary(testing)!] : []),
        ...overSpecifiedTests(testing).map((test) => overSpecifiedText(test, testing.wheats ?? 0)),
        ...testing.buggy.map((bug) =>
          bug.caught ? `caught ${bug.id} (by ${bug.caughtBy.join(', ')})` : `missed ${bug.id}: hint: ${bug.hint}`,
        ),
        ...(activity.coverage ? [`coverage of your code by your tests: ${activity.coverage.lines}% of lines`] : []),
      ];
      tests.push({
        name: `${activity.id} · your tests catch buggy implementations`,
        number: number(activity.hidden.length + 1),
        score: testing.points,
        max_score: testing.maxPoints,
        status: testing.points === testing.maxPoints ? 'passed' : 'failed',
        output: lines.join('\n'),
        visibility: 'visible',
      });
    }
    if (activity.manual) {
      const { manual } = activity;
      const told = manual.described
        ? `What you wrote in ${manual.file}:\n${manual.description ?? ''}`
        : `${manual.file} holds no description yet.`;
      tests.push({
        name: `${activity.id} · ${manual.title} (graded by hand)`,
        number: number(activity.hidden.length + 2),
        score: manual.points,
        max_score: manual.maxPoints,
        output: `Extra points your instructor gives by hand; 0 until then.\n${told}`,
        visibility: 'visible',
      });
    }
  });
  // What the student sees first: the score line, then anything about the upload itself (files placed or left out).
  const summary = report.error
    ? `Grading stopped: ${report.error}`
    : `cardlab ${report.version}: ${report.points}/${report.maxPoints} points`;
  return {
    score: report.points,
    execution_time: Math.round(report.durationMs / 1000),
    output: forText([summary, ...(report.warnings ?? [])].join('\n\n'), { lines: true }),
    // Everything is plain text: nothing a student wrote is ever rendered as markup. Gradescope shows it as it is,
    // so what the student's code wrote is made inert as for a terminal (no control or bidirectional characters).
    output_format: 'text',
    test_output_format: 'text',
    test_name_format: 'text',
    visibility: 'visible',
    stdout_visibility: 'hidden',
    extra_data: {
      tool: 'cardlab',
      version: report.version,
      node: process.version,
      gradedAt: report.gradedAt,
      durationMs: report.durationMs,
      ...(report.confinement ? { confinement: report.confinement.kind } : {}),
      activityTimingsMs: Object.fromEntries(report.activities.map((a) => [a.id, a.durationMs ?? 0])),
      // Grading draws no random numbers: every shuffle in the hidden suites uses a fixed seed or a scripted source.
      seeds: 'fixed in the hidden suites',
    },
    tests: tests.map((test) => ({
      ...test,
      name: forText(test.name),
      ...(test.output === undefined ? {} : { output: forText(test.output, { lines: true }) }),
    })),
  };
}
