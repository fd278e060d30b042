import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { listActivities } from '../src/kit/activities.ts';
import type { CheckReport } from '../src/score/checkResult.ts';
import { checkVerdict, renderCheck } from '../src/report/checkTerminal.ts';
import type { TestOutcome } from '../src/run/types.ts';

// check's verdict and report from a CheckReport made here: what a run would give, without running anything.

const card = listActivities(KIT_ROOT, 'elevens').find((activity) => activity.id === 'elevens/01-card')!;

const test = (name: string, state: TestOutcome['state'], extra: Partial<TestOutcome> = {}): TestOutcome => ({
  file: 'CardTester.test.ts',
  name,
  fullName: `CardTester > ${name}`,
  state,
  durationMs: 1,
  ...extra,
});

function report(fields: Partial<CheckReport>): CheckReport {
  return {
    activity: card,
    missing: [],
    visible: { tests: [test('rank', 'passed')], fileErrors: [] },
    ownTests: { tests: [test('mine', 'passed')], fileErrors: [] },
    typeProblems: [],
    apiProblems: [],
    forbidden: [],
    notGraded: [],
    loadFailures: [],
    hiddenCount: 15,
    ...fields,
  };
}

describe('an API that is not the stub’s', () => {
  it('keeps_a_stage_whose_tests_all_pass_from_done_and_says_why_last', () => {
    const problem = {
      file: 'elevens/01-card/Card.ts',
      line: 5,
      column: 14,
      message: 'not the API the grader uses: `Card.matches` is missing (renamed or removed?): …',
    };
    const checked = report({ apiProblems: [problem] });
    const verdict = checkVerdict(checked);
    expect(verdict.done).toBe(false);
    expect(verdict.summary).toBe(
      "all public tests pass, but your code does not match the stub's API (1 difference above): the grader's tests that use it fail",
    );
    expect(renderCheck(checked, false)).toContain(
      'API           1 difference from the stub\n  ✗ elevens/01-card/Card.ts:5:14 not the API the grader uses: `Card.matches`',
    );
  });
});

describe('a skipped test of the student’s own', () => {
  const skipped = test('later', 'not-run', { notRun: 'skipped', message: 'not run: skipped' });

  it('is_reported_but_does_not_stop_the_stage_being_done_as_grading_does_not_count_it_either', () => {
    const checked = report({ ownTests: { tests: [test('mine', 'passed'), skipped], fileErrors: [] } });
    expect(checkVerdict(checked)).toEqual({
      done: true,
      summary: 'all public tests pass; 15 hidden tests run at grading',
    });
    const shown = renderCheck(checked, false);
    expect(shown).toContain('your tests    1/2 pass · 1 skipped');
    expect(shown).toContain('  - CardTester > later: skipped, so it is not run here or at grading');
    expect(shown).not.toContain('✗ CardTester > later');
  });

  it('a_test_of_theirs_stopped_for_its_time_still_counts_as_one_to_fix', () => {
    const stopped = test('loops', 'not-run', { notRun: 'limit', message: 'not run: the time limit' });
    const verdict = checkVerdict(report({ ownTests: { tests: [stopped], fileErrors: [] } }));
    expect(verdict.done).toBe(false);
    expect(verdict.summary).toMatch(/^all public tests pass, but 1 of your own tests fails/);
  });
});
