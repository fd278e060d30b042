import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { toGradescope, type Visibility } from '../src/report/gradescope.ts';
import type { ActivityResult } from '../src/score/result.ts';
import { validatorFor } from '../src/kit/schemas.ts';
import type { GradescopeResults } from './consumers/gradescopeLayout.ts';
import { reportOf } from './reports.ts';

const valid = validatorFor(kitPaths(KIT_ROOT).schemas, 'gradescope-results');

/** An activity with two hidden tests (one passed), testing points, and optionally an item graded by hand. */
function activity(id: string, manual = false): ActivityResult {
  return {
    id,
    title: id,
    points: 3,
    maxPoints: 6,
    problems: [],
    hidden: [
      { name: 'passes', suite: 'X.hidden.test.ts', passed: true, points: 1, maxPoints: 1 },
      { name: 'fails', suite: 'X.hidden.test.ts', passed: false, points: 0, maxPoints: 1, message: 'expected 1' },
    ],
    testing: {
      points: 2,
      maxPoints: 4,
      tests: [],
      buggy: [
        { id: 'caught-one', caught: true, caughtBy: ['t'] },
        { id: 'missed-one', caught: false, caughtBy: [], hint: 'look at the end' },
      ],
    },
    typeProblems: [],
    forbidden: [],
    ...(manual
      ? {
          manual: {
            title: 'Question 6: an extension',
            file: 'EXTENSION.md',
            points: 0,
            maxPoints: 10,
            described: true,
            description: 'A hint button.',
          },
        }
      : {}),
  };
}

const report = reportOf('alice', [activity('klondike/05-game'), activity('klondike/06-gui', true)]);

function results(visibility: Visibility, showTotal?: boolean): GradescopeResults {
  const written = toGradescope(report, () => visibility, { showTotal });
  expect(valid(written), JSON.stringify(valid.errors)).toBe(true);
  return written as GradescopeResults;
}

describe("Gradescope's results.json", () => {
  it('withholds_the_total_while_hidden_tests_wait_to_be_shown_as_gradescope_does', () => {
    for (const [visibility, when] of [
      ['after_published', 'when grades are published'],
      ['after_due_date', 'after the due date'],
    ] as const) {
      const { output, score } = results(visibility);
      expect(output).toContain(`your total is shown ${when}`);
      expect(output).not.toContain(`${report.points}/${report.maxPoints}`);
      // Gradescope itself still records the score; it shows it to the student when the tests are.
      expect(score).toBe(report.points);
    }
  });

  it('waits_for_the_later_of_publishing_and_the_due_date_where_tests_wait_for_both', () => {
    const mixed = toGradescope(report, (id) => (id === 'klondike/05-game' ? 'after_due_date' : 'after_published'));
    expect((mixed as GradescopeResults).output).toContain('your total is shown when grades are published');
  });

  it('shows_the_total_where_no_test_with_points_waits_or_the_release_says_so', () => {
    // `hidden` tests are never shown, and Gradescope's total does not wait for them.
    for (const visibility of ['visible', 'hidden'] as const)
      expect(results(visibility).output).toContain(`cardlab 0.1.0: ${report.points}/${report.maxPoints} points`);
    expect(results('after_published', true).output).toContain(`${report.points}/${report.maxPoints} points`);
  });

  it('leaves_the_item_graded_by_hand_to_gradescope_so_the_maxima_add_up', () => {
    const { tests, output } = results('after_published');
    expect(tests.some((t) => /by hand|Question 6/.test(t.name))).toBe(false);
    expect(tests.every((t) => t.status === 'passed' || t.status === 'failed')).toBe(true);
    expect(tests.reduce((sum, t) => sum + t.max_score, 0)).toBe(report.maxPoints);
    expect(output).toContain('klondike/06-gui · Question 6: an extension: graded by hand, apart from this score');
    expect(output).toContain(
      'Pending until your instructor grades it. What you wrote in EXTENSION.md:\nA hint button.',
    );
  });
});
