// PrairieLearn's external-grading results.json: `score` from 0 to 1, a `message`, and `tests` with `points` and
// `max_points`, as its `<pl-external-grader-results>` element shows them; `gradable: false` where grading could not
// run, which costs the student no attempt.
import type { GradeReport } from '../score/result.ts';
import { gradedItems, manualLines, withHiddenTests, type GradedItem } from './gradedItems.ts';
import type { Visibility } from './gradescope.ts';
import { forText } from './inert.ts';

interface PrairieLearnTest {
  name: string;
  points: number;
  max_points: number;
  message?: string;
  output?: string;
}

/**
 * PrairieLearn shows every test it is given, at once: it has no later publication as Gradescope does. Hidden tests are
 * therefore shown one by one only where the manifest makes them visible (`gradescope.hiddenVisibility: visible`);
 * otherwise one entry per activity carries their points and how many passed, and nothing of their names or messages.
 */
function hiddenSummary(activityId: string, hidden: GradedItem[]): PrairieLearnTest {
  const passed = hidden.filter((item) => item.passed).length;
  return {
    name: `${activityId} · hidden tests`,
    points: hidden.reduce((sum, item) => sum + item.points, 0),
    max_points: hidden.reduce((sum, item) => sum + item.maxPoints, 0),
    message: `${passed} of ${hidden.length} hidden tests pass.`,
  };
}

export function toPrairieLearn(
  report: GradeReport,
  visibilityOf: (activityId: string) => Visibility = () => 'after_published',
): object {
  if (report.error) {
    const why = forText(`The autograder could not grade this submission: ${report.error}`, { lines: true });
    return { gradable: false, score: 0, message: why, format_errors: [why], tests: [] };
  }
  const tests: PrairieLearnTest[] = report.activities.flatMap((activity) => {
    const items = gradedItems(activity);
    const hidden = items.filter((item) => item.kind === 'hidden');
    const shown = visibilityOf(activity.id) === 'visible';
    return items.flatMap((item): PrairieLearnTest[] => {
      // The hidden suites' type problems go with the hidden tests: one by one where those are, else not at all.
      if (withHiddenTests(item) && !shown) return item === hidden[0] ? [hiddenSummary(activity.id, hidden)] : [];
      return [
        {
          name: item.name,
          points: item.points,
          max_points: item.maxPoints,
          ...(item.output === undefined ? {} : { output: item.output }),
        },
      ];
    });
  });
  const summary = `cardlab ${report.version}: ${report.points}/${report.maxPoints} points`;
  return {
    gradable: true,
    // A whole submission scores exactly 1: points and maximum are sums of the same tests.
    score: report.maxPoints > 0 ? report.points / report.maxPoints : 0,
    message: forText([summary, ...(report.warnings ?? []), ...manualLines(report)].join('\n\n'), { lines: true }),
    tests: tests.map((test) => ({
      ...test,
      name: forText(test.name),
      ...(test.message === undefined ? {} : { message: forText(test.message, { lines: true }) }),
      ...(test.output === undefined ? {} : { output: forText(test.output, { lines: true }) }),
    })),
  };
}
