import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { findActivity, listActivities } from '../src/kit/activities.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import type { GradeReport } from '../src/score/result.ts';

// The grade is a function of the submission alone: graded on one core that busy processes fight over, a perfect
// stage keeps full marks, and a method that never returns costs exactly the test that calls it, its stop confirmed
// by a second run of its file on its own. Then the same class graded on a quiet machine gives the same gradebook.
// (The full load test, four labs on one core and on half a core, is in `npm run bench`.)

const CARD = 'elevens/01-card';
const SUIT_TEST = 'suit_returns_the_suit_given_to_the_constructor';
const CLI = path.join(KIT_ROOT, 'grader', 'bin', 'cardlab.js');
const COMPETITORS = 3;

function gradeAll(dir: string, pinned: boolean, extra: string[] = []): string {
  const command = [CLI, 'grade-all', 'class', '--activity', CARD, '--out', 'grades', ...extra];
  const run = pinned
    ? spawnSync('taskset', ['-c', '0', process.execPath, ...command], { cwd: dir, encoding: 'utf8' })
    : spawnSync(process.execPath, command, { cwd: dir, encoding: 'utf8' });
  expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
  return run.stdout;
}

describe('a class graded on one busy core', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-load-'));
  const report = (name: string) =>
    JSON.parse(readFileSync(path.join(dir, 'grades', `${name}.json`), 'utf8')) as GradeReport;
  const busy: ChildProcess[] = [];
  let loaded: { alice: GradeReport; bob: GradeReport; book: string };

  beforeAll(() => {
    const activities = [findActivity(listActivities(KIT_ROOT, 'elevens'), CARD)];
    for (const name of ['alice', 'bob'])
      assembleSubmission(KIT_ROOT, activities, { [CARD]: 'reference' }, path.join(dir, 'class', name));
    // Bob's suit() never returns for a diamond: a regular expression that backtracks for ages, which no loop guard
    // reaches, so the grader's watchdog must stop the worker by its CPU time.
    const card = path.join(dir, 'class', 'bob', CARD, 'Card.ts');
    const text = readFileSync(card, 'utf8');
    const stuck = "if (this.cardSuit === 'diamonds' && /^(a+)+$/.test('a'.repeat(40) + 'b')) return 'never';\n";
    expect(text).toContain('  suit(): string {\n');
    writeFileSync(card, text.replace('  suit(): string {\n', `  suit(): string {\n    ${stuck}`));
    for (let k = 0; k < COMPETITORS; k++)
      busy.push(spawn('taskset', ['-c', '0', process.execPath, '-e', 'for (;;) {}'], { stdio: 'ignore' }));
    gradeAll(dir, true);
    loaded = {
      alice: report('alice'),
      bob: report('bob'),
      book: readFileSync(path.join(dir, 'grades', 'gradebook.csv'), 'utf8'),
    };
    for (const child of busy) child.kill('SIGKILL');
  });

  afterAll(() => {
    for (const child of busy) child.kill('SIGKILL');
  });

  it('gives_the_perfect_submission_full_marks', () => {
    const [card] = loaded.alice.activities;
    expect(card!.problems).toEqual([]);
    expect(card!.points).toBe(card!.maxPoints);
    expect(card!.stops).toBeUndefined();
  });

  it('costs_the_method_that_never_returns_exactly_the_test_that_calls_it_and_confirms_the_stop', () => {
    const [card] = loaded.bob.activities;
    const failed = card!.hidden.filter((test) => !test.passed);
    expect(failed.map((test) => test.name)).toEqual([SUIT_TEST]);
    expect(failed[0]!.message).toMatch(/time limit \(5 s of computing\).*\(confirmed: it was stopped the same way/);
    expect(card!.stops).toEqual({ confirmed: 1, unconfirmed: 0 });
    expect(card!.points).toBe(card!.maxPoints - failed[0]!.maxPoints);
    expect(card!.testing.points).toBe(card!.testing.maxPoints);
  });

  it('grades_the_stopped_submission_again_and_gives_the_same_gradebook_on_a_quiet_machine', () => {
    const quiet = gradeAll(dir, false);
    // Alice's report is kept; Bob's, whose grade a stop shaped, is never taken as up to date.
    expect(quiet).toMatch(/graded 1, up to date 1, of 2 submissions/);
    expect(readFileSync(path.join(dir, 'grades', 'gradebook.csv'), 'utf8')).toBe(loaded.book);
    expect(report('bob').activities[0]!.points).toBe(loaded.bob.activities[0]!.points);
  });
});
