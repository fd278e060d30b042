import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { toGradescope, type Visibility } from '../src/report/gradescope.ts';
import { REGISTERED_BY_CODE } from '../src/report/gradedItems.ts';
import { toPrairieLearn } from '../src/report/prairielearn.ts';
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

// What of an activity a student sees at once, in each service, and what waits with the hidden tests.
interface Item {
  name: string;
  number?: string;
  output?: string;
  visibility?: string;
}

/** One activity with a problem of the student's own file, one found in a suite, and two tests of the student's. */
function withTypesAndTests(extra: Partial<ActivityResult> = {}): ActivityResult {
  return {
    ...activity('elevens/01-card'),
    testing: {
      points: 4,
      maxPoints: 4,
      tests: [
        { name: 'CardTester > first', validOnReference: true },
        { name: 'CardTester > second', validOnReference: true },
      ],
      buggy: [{ id: 'Card.bug', caught: true, caughtBy: ['CardTester > second', 'CardTester > first'] }],
    },
    typeProblems: [
      { file: 'elevens/01-card/Card.ts', line: 3, column: 1, message: 'seen in my own file' },
      { file: 'elevens/01-card/Card.ts', line: 7, column: 15, message: 'told of a suite', hidden: true },
    ],
    ...extra,
  };
}

const itemsOf = (a: ActivityResult, visibility: 'after_published' | 'visible' = 'after_published') =>
  (toGradescope(reportOf('s', [a]), () => visibility) as { tests: Item[] }).tests;
const prairieLearn = (a: ActivityResult, visibility: 'after_published' | 'visible' = 'after_published') =>
  (toPrairieLearn(reportOf('s', [a]), () => visibility) as { tests: Item[] }).tests;
const holding = (items: Item[], text: string) => items.filter((item) => item.output?.includes(text));

describe('the items of a graded activity', () => {
  it('show_a_suites_type_problem_only_with_the_hidden_tests_numbered_after_every_other_item', () => {
    const items = itemsOf(withTypesAndTests());
    expect(holding(items, 'seen in my own file').map((item) => item.visibility)).toEqual(['visible']);
    expect(holding(items, 'told of a suite').map(({ visibility, number }) => ({ visibility, number }))).toEqual([
      { visibility: 'after_published', number: '1.4' },
    ]);
    // Without one, the visible items are numbered the same.
    const without = itemsOf(withTypesAndTests({ typeProblems: [withTypesAndTests().typeProblems[0]!] }));
    const visible = (list: Item[]) => list.filter((item) => item.visibility === 'visible');
    expect(visible(without)).toEqual(visible(items));
    expect(holding(prairieLearn(withTypesAndTests()), 'told of a suite')).toEqual([]);
    expect(holding(prairieLearn(withTypesAndTests(), 'visible'), 'told of a suite')).toHaveLength(1);
  });

  it('list_the_students_tests_in_their_order_or_none_of_them_where_the_kits_code_registered_others', () => {
    const [testing] = holding(itemsOf(withTypesAndTests()), 'caught Card.bug');
    expect(testing!.output).toContain('caught Card.bug (by CardTester > first, CardTester > second)');
    const computed = withTypesAndTests();
    computed.testing = { ...computed.testing, registeredByCode: true };
    for (const items of [itemsOf(computed), prairieLearn(computed)]) {
      const [item] = holding(items, 'caught Card.bug');
      expect(item!.output).toBe(`${REGISTERED_BY_CODE}\ncaught Card.bug`);
      expect(item!.output).not.toContain('CardTester');
    }
  });
});
