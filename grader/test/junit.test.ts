import { describe, expect, it } from 'vitest';
import { reportOf } from './reports.ts';
import { toJUnit } from '../src/report/junit.ts';
import { LIMIT_STOP_PROBLEM, type ActivityResult, type HiddenTestResult } from '../src/score/result.ts';
import { readAsGitLab } from './consumers/gitlabJunit.ts';
import { JUNIT4_XSD, xmllintErrors } from './consumers/jenkinsSchemas.ts';

function hidden(name: string, extra: Partial<HiddenTestResult> = {}): HiddenTestResult {
  const passed = extra.passed ?? true;
  return {
    name,
    suite: 'Card.hidden.test.ts',
    passed,
    points: passed ? 1 : 0,
    maxPoints: 1,
    durationMs: 12.5,
    ...extra,
  };
}

function activity(id: string, tests: HiddenTestResult[], testingPoints = 0, caught = true): ActivityResult {
  const points = tests.reduce((sum, t) => sum + t.points, 0);
  return {
    id,
    title: id,
    points: points + (caught ? testingPoints : 0),
    maxPoints: tests.length + testingPoints,
    problems: tests.some((t) => t.notRun === 'not-loaded') ? ['missing file elevens/01-card/Card.ts'] : [],
    hidden: tests,
    testing: {
      points: caught ? testingPoints : 0,
      maxPoints: testingPoints,
      tests: [],
      buggy:
        testingPoints > 0
          ? [
              {
                id: 'suit-returns-rank',
                caught,
                caughtBy: caught ? ['t'] : [],
                hint: caught ? undefined : 'look at suit()',
                durationMs: 40,
              },
            ]
          : [],
    },
    typeProblems: [],
    forbidden: [],
    durationMs: 250,
  };
}

const report = (submission: string, activities: ActivityResult[]) => reportOf(submission, activities);

describe('JUnit XML', () => {
  it('a_perfect_submission_has_no_failures_and_no_catch_cases_where_testing_earns_nothing', () => {
    const xml = toJUnit(
      report('alice', [
        activity('elevens/01-card', [hidden('rank_returns_the_rank'), hidden('suit_returns_the_suit')]),
      ]),
      { hostname: 'grader-1' },
    );
    expect(xmllintErrors(xml, JUNIT4_XSD)).toBe('');
    const cases = readAsGitLab(xml);
    expect(cases.map((c) => c.status)).toEqual(['success', 'success']);
    expect(cases.some((c) => c.name.startsWith('catch '))).toBe(false);
    expect(xml).toMatch(/<testsuites [^>]*failures="0" errors="0"/);
  });

  it('tests_that_did_not_run_are_skipped_and_code_that_did_not_load_is_an_error_with_every_hidden_test_listed', () => {
    const notLoaded = [1, 2, 3].map((k) =>
      hidden(`test_${k}`, {
        passed: false,
        points: 0,
        notRun: 'not-loaded',
        message: 'missing file',
        durationMs: undefined,
      }),
    );
    const stopped = [
      hidden('ran'),
      hidden('stopped_by_the_limit', {
        passed: false,
        points: 0,
        notRun: 'limit',
        message: 'not run: the whole-run time limit was reached',
      }),
    ];
    const failed = [hidden('fails', { passed: false, points: 0, message: 'expected 1 to be 2' })];
    const xml = toJUnit(
      report('bob', [
        activity('elevens/01-card', notLoaded),
        activity('elevens/02-deck', stopped),
        activity('elevens/03-shuffler', failed, 2, false),
      ]),
    );
    expect(xmllintErrors(xml, JUNIT4_XSD)).toBe('');
    const cases = readAsGitLab(xml);
    const status = (name: string) => cases.find((c) => c.name === name)?.status;
    for (const k of [1, 2, 3]) expect(status(`test_${k}`)).toBe('error');
    expect(status('problem 1')).toBe('error');
    expect(status('stopped_by_the_limit')).toBe('skipped');
    expect(cases.find((c) => c.name === 'stopped_by_the_limit')?.message).toMatch(/whole-run time limit/);
    expect(status('fails')).toBe('failed');
    expect(status('catch suit-returns-rank')).toBe('failed');
    expect(xml).toMatch(/<testsuite name="bob\/elevens\/01-card" tests="4" failures="0" errors="4" skipped="0"/);
    expect(xml).toMatch(/<testsuite name="bob\/elevens\/02-deck" tests="2" failures="0" errors="0" skipped="1"/);
  });

  it('cases_carry_their_times_and_suites_their_start_and_machine', () => {
    const xml = toJUnit(report('carol', [activity('elevens/01-card', [hidden('a', { durationMs: 1500 })], 3)]), {
      hostname: 'grader-7',
    });
    const cases = readAsGitLab(xml);
    expect(cases.find((c) => c.name === 'a')?.time).toBe(1.5);
    expect(cases.find((c) => c.name === 'catch suit-returns-rank')?.time).toBe(0.04);
    expect(xml).toContain('timestamp="2026-03-02T10:20:30" hostname="grader-7"');
    expect(xmllintErrors(xml, JUNIT4_XSD)).toBe('');
  });

  it('suites_of_several_students_merged_into_one_file_keep_unique_names', () => {
    const names = ['alice', 'bob'].flatMap((student) => {
      const xml = toJUnit(report(student, [activity('elevens/01-card', [hidden('rank_returns_the_rank')])]));
      return [...xml.matchAll(/<testsuite name="([^"]+)"/g)].map((m) => m[1]);
    });
    expect(new Set(names).size).toBe(names.length);
    const classnames = ['alice', 'bob'].map(
      (student) => readAsGitLab(toJUnit(report(student, [activity('elevens/01-card', [hidden('x')])])))[0]!.classname,
    );
    expect(classnames[0]).not.toBe(classnames[1]);
  });

  it('markup_and_control_characters_in_messages_stay_well_formed', () => {
    const nasty = 'expected "<Card>" & \u0007bell ]]> to be \u001b[31mred';
    const xml = toJUnit(
      report('d<a>n', [activity('elevens/01-card', [hidden('t', { passed: false, points: 0, message: nasty })])]),
    );
    expect(xmllintErrors(xml, JUNIT4_XSD)).toBe('');
    // Control characters XML forbids are shown as the escapes a programmer writes, not dropped unseen.
    expect(readAsGitLab(xml)[0]!.message).toContain('expected "<Card>" & \\x07bell ]]> to be \\x1b[31mred');
  });

  it('a_grade_that_could_not_run_is_one_error_case', () => {
    const xml = toJUnit({ ...report('eve', []), error: 'eve is not a folder' });
    expect(xmllintErrors(xml, JUNIT4_XSD)).toBe('');
    expect(readAsGitLab(xml)).toEqual([expect.objectContaining({ status: 'error', message: 'eve is not a folder' })]);
  });

  it('what_the_limit_kept_from_running_is_skipped_a_catch_and_the_stop_itself', () => {
    const cut = activity('elevens/02-deck', [hidden('ran')], 2, false);
    cut.testing.buggy = [{ id: 'deal-skips-a-card', caught: false, caughtBy: [], hint: 'deal twice', notRun: true }];
    cut.problems = [`${LIMIT_STOP_PROBLEM}; tests that did not run earn nothing`];
    cut.stoppedAtLimit = {};
    const missed = activity('elevens/03-shuffler', [hidden('ran_too')], 2, false);
    const xml = toJUnit(report('dave', [cut, missed]));
    expect(xmllintErrors(xml, JUNIT4_XSD)).toBe('');
    const cases = readAsGitLab(xml);
    const skipped = cases.find((c) => c.name === 'catch deal-skips-a-card')!;
    expect(skipped.status).toBe('skipped');
    expect(skipped.message).toMatch(/whole-run time limit/);
    expect(skipped.message).not.toMatch(/deal twice|missed/);
    expect(cases.find((c) => c.name === 'catch suit-returns-rank')?.status).toBe('failed');
    expect(cases.find((c) => c.classname.endsWith('02-deck.problems'))?.status).toBe('skipped');
    expect(xml).toMatch(/<testsuite name="dave\/elevens\/02-deck" tests="3" failures="0" errors="0" skipped="2"/);
  });
});
