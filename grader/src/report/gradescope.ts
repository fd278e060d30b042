import type { GradeReport } from '../score/result.ts';
import { gradedItems, manualLines, withHiddenTests } from './gradedItems.ts';
import { forText } from './inert.ts';

export type Visibility = 'hidden' | 'after_due_date' | 'after_published' | 'visible';

interface GradescopeTest {
  name: string;
  number: string;
  score: number;
  max_score: number;
  status: 'passed' | 'failed';
  output?: string;
  visibility: Visibility;
}

export interface GradescopeOptions {
  /**
   * Show the total in the output even while hidden tests are not shown yet (the release's `--show-total`). Without
   * it, the total follows the hidden tests, as Gradescope's own total does.
   */
  showTotal?: boolean;
}

/**
 * The visibilities under which Gradescope hides a student's total while tests carrying points are hidden, the later
 * first (grades are published after the due date): where tests wait for both, the total waits for the later.
 */
const WITHHELD = [
  ['after_published', 'when grades are published'],
  ['after_due_date', 'after the due date'],
] as const;

/**
 * The first line of the output. Gradescope hides a student's total while any test carrying points is waiting to be
 * shown (after the due date, or after publishing: its specification says so; a test that is never shown does not
 * count). Our output is always shown, so it keeps the same secret: otherwise each resubmission would tell the student
 * how many hidden points the last change won or lost.
 */
function summaryLine(report: GradeReport, tests: GradescopeTest[], { showTotal = false }: GradescopeOptions): string {
  if (report.error) return `Grading stopped: ${report.error}`;
  const waiting = new Set(tests.filter((test) => test.max_score > 0).map((test) => test.visibility));
  const until = WITHHELD.find(([visibility]) => waiting.has(visibility));
  if (until && !showTotal) return `cardlab ${report.version}: your total is shown ${until[1]}, with the hidden tests`;
  return `cardlab ${report.version}: ${report.points}/${report.maxPoints} points`;
}

/**
 * Gradescope's results.json: one entry per hidden test (shown after grades are published, by default), one per
 * activity for the student's own tests, and one for anything that stopped an activity from being graded.
 */
export function toGradescope(
  report: GradeReport,
  visibilityOf: (activityId: string) => Visibility = () => 'after_published',
  options: GradescopeOptions = {},
): object {
  const tests: GradescopeTest[] = report.activities.flatMap((activity, a) =>
    gradedItems(activity).map((item) => ({
      name: item.name,
      number: `${a + 1}.${item.place}`,
      score: item.points,
      max_score: item.maxPoints,
      status: item.passed ? ('passed' as const) : ('failed' as const),
      ...(item.output === undefined ? {} : { output: item.output }),
      visibility: withHiddenTests(item) ? visibilityOf(activity.id) : ('visible' as const),
    })),
  );
  // What the student sees first: the score line, then anything about the upload itself (files placed or left out),
  // then the items graded by hand.
  const summary = summaryLine(report, tests, options);
  return {
    score: report.points,
    execution_time: Math.round(report.durationMs / 1000),
    output: forText([summary, ...(report.warnings ?? []), ...manualLines(report)].join('\n\n'), { lines: true }),
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
