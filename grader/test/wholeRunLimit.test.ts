import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../cli/main.ts';
import type { GradeReport } from '../src/score/result.ts';
import { studentLab, testContext } from './support.ts';

/** A perfect Elevens submission graded with the given extra flags: the JSON report and the terminal text. */
async function grade(lab: string, flags: string[]): Promise<{ report: GradeReport; text: string }> {
  const out = mkdtempSync(path.join(os.tmpdir(), 'cardlab-limit-'));
  const ctx = testContext([], { cwd: out });
  expect(await main(['grade', lab, '--json', 'report.json', ...flags], ctx), ctx.stderr.text).toBe(0);
  return {
    report: JSON.parse(readFileSync(path.join(out, 'report.json'), 'utf8')) as GradeReport,
    text: ctx.stdout.text,
  };
}

describe('a perfect submission cut short by the whole-run limit', () => {
  let full: GradeReport;
  let cut: { report: GradeReport; text: string };

  beforeAll(async () => {
    // Still a perfect submission, but one of its own tests computes for a second or two of CPU time (and passes, well
    // inside its own limit): a limit of one second is certain to stop that run, however fast the rest of the grade is
    // on this machine. It counts, rather than waits for the clock: graded code's clock moves only as it is read
    // (run/worker/dates.ts).
    const slow =
      "\nit('takes_its_time_and_passes', () => {\n  let sum = 0;\n" +
      '  for (let k = 0; k < 600_000_000; k++) sum += k % 7;\n  expect(sum).toBeGreaterThan(0);\n});\n';
    const lab = studentLab('elevens', { 'elevens/01-card/CardTester.test.ts': (text) => `${text}${slow}` });
    full = (await grade(lab, [])).report;
    cut = await grade(lab, ['--limit', '1']);
  });

  it('keeps_the_maximum_and_every_hidden_test_of_every_activity', () => {
    expect(full.points).toBe(full.maxPoints);
    expect(cut.report.maxPoints).toBe(full.maxPoints);
    for (const activity of full.activities) {
      const cutActivity = cut.report.activities.find((a) => a.id === activity.id)!;
      expect(cutActivity.maxPoints, activity.id).toBe(activity.maxPoints);
      expect(cutActivity.hidden.map((t) => t.name).sort(), activity.id).toEqual(
        activity.hidden.map((t) => t.name).sort(),
      );
    }
  });

  it('says_which_activities_stopped_at_the_limit_and_names_the_test_running_then', () => {
    const stopped = cut.report.activities.filter((a) => a.stoppedAtLimit);
    expect(stopped.length).toBeGreaterThan(0);
    for (const activity of stopped) {
      // A cut the student sees at once is a problem; a cut of the hidden run alone is told with the hidden tests.
      const testingCut = activity.testing.tests.some((t) => t.notRun) || activity.testing.buggy.some((b) => b.notRun);
      if (testingCut)
        expect(activity.problems.join('\n'), activity.id).toMatch(/grading stopped at the whole-run time limit/);
      else {
        expect(activity.problems.join('\n'), activity.id).not.toMatch(/whole-run time limit/);
        expect(
          activity.hidden.some((t) => t.notRun === 'limit'),
          activity.id,
        ).toBe(true);
      }
      const running = activity.stoppedAtLimit!.running;
      // Named to the student only where it is one of their own tests as the run on their own code names it (which
      // the limit may have cut too): never a hidden test, never a name only a run on the kit's code made.
      const named = /the test running then: (.*?)\); tests that did not run/.exec(activity.problems.join('\n'))?.[1];
      if (named !== undefined) {
        expect(named).toBe(running);
        expect(activity.hidden.some((t) => named.endsWith(` > ${t.name}`) || named === t.name)).toBe(false);
      }
      // A test that never ran earns nothing and is said not to have run.
      for (const test of activity.hidden.filter((t) => !t.passed))
        expect(test.notRun, `${activity.id} ${test.name}`).toBeDefined();
    }
    expect(cut.text).toMatch(/grading stopped at the whole-run time limit/);
  });

  it('never_counts_a_test_that_did_not_run_as_the_students_invalid_test', () => {
    for (const activity of cut.report.activities) {
      for (const test of activity.testing.tests) {
        if (!test.notRun) expect(test.validOnReference, `${activity.id} ${test.name}`).toBe(true);
      }
      expect(activity.testing.note ?? '', activity.id).not.toMatch(/fail on a correct implementation/);
    }
    expect(cut.text).not.toMatch(/fail on a correct implementation/);
  });
});

describe('an activity whose hidden tests are running when the whole-run limit comes', () => {
  it('names_the_hidden_test_running_then_to_the_instructor_alone_and_tells_the_student_with_the_hidden_tests', async () => {
    // Every Card spins until its test's own time limit stops it: the hidden run on this code is what passes the limit.
    const lab = studentLab('elevens', {
      'elevens/01-card/Card.ts': (text) =>
        text.replace(/constructor\(([^)]*)\) \{/, 'constructor($1) {\n    for (;;) {}'),
    });
    const { report } = await grade(lab, ['--activity', 'elevens/01', '--limit', '4']);
    const [card] = report.activities;
    const running = card!.stoppedAtLimit?.running ?? '';
    // Named as the runner knows it: `Card > rank_returns_…`, the suite's describe, then the test.
    const test = running.split(' > ').pop();
    expect(card!.hidden.map((t) => t.name)).toContain(test);
    // The student's own tests ran on the kit's code first, within the limit, and are scored as ever.
    expect(card!.testing.tests.every((t) => !t.notRun)).toBe(true);
    expect(card!.testing.buggy.every((b) => !b.notRun)).toBe(true);
    // Only the hidden run was cut: no problem shown while the hidden tests are not (Gradescope's visible item) tells
    // of it; each hidden test that did not run says why, as the hidden tests are shown.
    expect(card!.problems.join('\n')).not.toMatch(/whole-run time limit/);
    const cutTest = card!.hidden.find((t) => t.name === test)!;
    expect(cutTest.passed).toBe(false);
    expect(cutTest.notRun).toBe('limit');
  });
});

describe('a grade the whole-run limit cuts', () => {
  it('is_the_same_grade_every_time_whatever_order_the_workers_ran_in', async () => {
    // Two Elevens stages' own tests each compute for a while (a few seconds over their runs): under a limit far below what they need,
    // which runs are cut must be decided by what each needs, not by which worker got there first.
    const slow =
      "\nit('counts_for_a_while', () => {\n  let sum = 0;\n" +
      '  for (let k = 0; k < 600_000_000; k++) sum += k % 7;\n  expect(sum).toBeGreaterThan(0);\n});\n';
    const lab = studentLab('elevens', {
      'elevens/01-card/CardTester.test.ts': (text) => `${text}${slow}`,
      'elevens/02-deck/DeckTester.test.ts': (text) => `${text}${slow}`,
    });
    const grades = [];
    for (let k = 0; k < 2; k++) grades.push((await grade(lab, ['--limit', '4'])).report);
    const summary = (report: GradeReport) =>
      report.activities.map((a) => ({
        id: a.id,
        points: a.points,
        cut: [
          ...a.hidden.filter((t) => t.notRun).map((t) => t.name),
          ...a.testing.tests.filter((t) => t.notRun).map((t) => t.name),
        ],
      }));
    expect(grades.some((report) => report.activities.some((a) => a.stoppedAtLimit))).toBe(true);
    expect(summary(grades[1]!)).toEqual(summary(grades[0]!));
  });
});

describe('a slow test file that never reaches the class a buggy implementation replaces', () => {
  it('is_charged_once_not_once_for_each_buggy_implementation_it_would_run_the_same_on', async () => {
    // The student's LinkedStack tests compute for a quarter of a second (a test of their own, passing): they reach
    // LinkedStack only, so on the eight buggy lists and the two lists' wheats they would run as on the reference,
    // and take its results without running (run/twins.ts). What the limit charges is what runs: five runs of the file
    // (the reference, LinkedStack's three buggy ones and its wheat), where fifteen would pass the half of `--limit 7`
    // the student's runs may take (budget.ts) and cut the buggy runs, the catches then unknown.
    const slow =
      "\n  it('counts_for_a_quarter_second', () => {\n    let sum = 0;\n" +
      '    for (let k = 0; k < 50_000_000; k++) sum = (sum * 31 + k) % 1_000_003;\n' +
      '    expect(sum).toBeGreaterThanOrEqual(0);\n  });\n';
    const lab = studentLab('klondike', {
      'klondike/02-lists/LinkedStackTester.test.ts': (text) =>
        text.replace("describe('LinkedStackTester', () => {", (head) => `${head}${slow}`),
    });
    const { report } = await grade(lab, ['--activity', 'klondike/02', '--limit', '7']);
    const [lists] = report.activities;
    expect(lists!.testing.tests.map((t) => t.name)).toContain('LinkedStackTester > counts_for_a_quarter_second');
    expect(lists!.stoppedAtLimit).toBeUndefined();
    expect(lists!.testing.buggy.filter((b) => !b.caught).map((b) => b.id)).toEqual([]);
    expect(lists!.testing.points).toBe(lists!.testing.maxPoints);
  });
});
