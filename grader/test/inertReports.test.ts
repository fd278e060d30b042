import { describe, expect, it } from 'vitest';
import { renderCheck } from '../src/report/checkTerminal.ts';
import { KIT_ROOT } from '../cli/context.ts';
import { listActivities } from '../src/kit/activities.ts';
import type { CheckReport } from '../src/score/checkResult.ts';
import { toJUnit } from '../src/report/junit.ts';
import { renderTerminal } from '../src/report/terminal.ts';
import type { ActivityResult, GradeReport } from '../src/score/result.ts';
import { HOSTILE_TEXT, RAW_UNSAFE, whereNotInert, withoutKitColours } from './hostile/cases/text.ts';
import { reportOf } from './reports.ts';

/** Every string of `value` with the hostile text added: whatever field a reporter shows, it shows that text too. */
function poisoned<T>(value: T): T {
  if (typeof value === 'string') return `${HOSTILE_TEXT}${value}` as T;
  if (Array.isArray(value)) return value.map(poisoned) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, poisoned(field)])) as T;
  return value;
}

const comparison = { expected: 'ace of hearts', actual: 'ace', strings: { expected: false, actual: true } };

/** An activity with every field the result model has, filled. */
const activity: ActivityResult = {
  id: 'elevens/01-card',
  title: 'Card',
  points: 3,
  maxPoints: 15,
  problems: ['Card.ts does not load', 'a second problem'],
  hidden: [
    {
      name: 'rank',
      suite: 'Card.hidden.test.ts',
      group: 'Card > ranks',
      passed: false,
      points: 0,
      maxPoints: 1,
      message: 'why',
    },
    {
      name: 'suit',
      suite: 'Card.hidden.test.ts',
      passed: false,
      points: 0,
      maxPoints: 1,
      message: 'expected',
      comparison,
    },
    { name: 'value', suite: 'Card.hidden.test.ts', passed: false, points: 0, maxPoints: 1, notRun: 'not-loaded' },
    { name: 'ok', suite: 'Card.hidden.test.ts', passed: true, points: 1, maxPoints: 1, durationMs: 3 },
  ],
  testing: {
    points: 0,
    maxPoints: 4,
    note: 'some of your tests fail',
    tests: [
      { name: 'mine', validOnReference: false, message: 'expected', comparison },
      { name: 'skipped', validOnReference: true, notRun: true },
    ],
    buggy: [
      { id: 'Card.swap', caught: true, caughtBy: ['mine', 'another', 'third'], durationMs: 5 },
      { id: 'Card.off', caught: false, caughtBy: [], hint: 'look at suit()' },
    ],
  },
  coverage: { lines: 50, statements: 50, functions: 50, branches: 50 },
  typeProblems: [{ file: 'elevens/01-card/help.ts', line: 1, column: 2, message: "Type 'string' is not 'number'." }],
  durationMs: 10,
  forbidden: [{ file: 'elevens/01-card/Card.ts', line: 3, column: 4, api: 'Map', why: 'write it yourself' }],
  stoppedAtLimit: { running: 'mine' },
  manual: { title: 'Extra', file: 'EXTRA.md', points: 0, maxPoints: 2, described: true, description: 'I did' },
  handedIn: true,
};

const report: GradeReport = poisoned(
  reportOf('alice', [activity], {
    error: 'grading stopped',
    warnings: ['a note\nover two lines'],
    coverageReport: 'coverage/index.html',
    fingerprint: 'f',
    confinement: { kind: 'bubblewrap', summary: 'confined' },
  }),
);

describe('every reporter shows the student’s text inert, whatever field of the result model holds it', () => {
  it('terminal_class_table_junit_gradescope_gradebook_and_class_report', () => {
    expect(whereNotInert(report)).toBeUndefined();
    // The poisoned report is hostile in every field: each reporter shows the escapes (it did not drop the text).
    expect(withoutKitColours(renderTerminal(report, true))).toContain('\\x1b]52;c;');
    expect(toJUnit(report)).toContain('\\x01');
  });

  it('the_check_report_runs_no_control_sequence_of_theirs_and_starts_no_line_of_theirs', () => {
    const [card] = listActivities(KIT_ROOT, 'elevens');
    const outcome = poisoned({
      tests: [
        { file: 'Card.visible.test.ts', name: 'a', fullName: 'A > a', state: 'failed', message: 'm', durationMs: 1 },
        { file: 'CardTester.test.ts', name: 'b', fullName: 'B > b', state: 'failed', message: 'x', where: 'w:1:2' },
        { file: 'CardTester.test.ts', name: 'c', fullName: 'C > c', state: 'failed', comparison, durationMs: 1 },
      ],
      fileErrors: [
        { file: 'Other.test.ts', message: 'stopped', kind: 'time' },
        { file: 'Card.ts', message: 'Card.ts:1:2: syntax error', kind: 'load' },
      ],
    }) as CheckReport['visible'];
    const check: CheckReport = {
      ...poisoned({
        missing: [],
        coverageReport: 'coverage/index.html',
        typeProblems: activity.typeProblems,
        apiProblems: activity.typeProblems,
        forbidden: activity.forbidden,
        notGraded: [{ file: 'elevens/01-card/x.ts', why: 'is larger than 1 MB: grading leaves it out' }],
        buggy: activity.testing.buggy,
        loadFailures: [{ run: 'own' as const, failure: { file: 'Card.ts', line: 1, column: 2, why: 'syntax' } }],
      }),
      activity: card!,
      visible: outcome,
      ownTests: outcome,
    };
    for (const color of [true, false]) {
      const text = withoutKitColours(renderCheck(check, color));
      expect(text.replaceAll('\n', '')).not.toMatch(RAW_UNSAFE);
      expect(text).toContain('\\x1b[2J');
      expect(text.split('\n').some((line) => line.startsWith('Total'))).toBe(false);
    }
  });
});
