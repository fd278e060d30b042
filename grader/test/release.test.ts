import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { listActivities, listLabs } from '../src/activities.ts';
import { assembleSubmission, type Recipe } from '../src/assemble.ts';
import { kitPaths } from '../src/kit.ts';
import { scanStudentKit } from '../src/release/scan.ts';
import { extractZip } from '../src/release/unzip.ts';
import { validatorFor } from '../src/schemas.ts';
import { testContext } from './support.ts';

interface Results {
  score: number;
  tests: { name: string; score: number; max_score: number; visibility: string }[];
  output: string;
}

const activities = listActivities(KIT_ROOT, 'elevens');
let work: string;
let names: string[];

/**
 * Runs the bundle in a copy of Gradescope's layout, as Gradescope does: the zip unpacked in <dir>/source,
 * run_autograder copied to <dir>/run_autograder and run from <dir>, the submission in <dir>/submission.
 */
function runAutograder(recipe: Recipe): Results {
  const autograder = path.join(work, 'autograder');
  rmSync(path.join(autograder, 'submission'), { recursive: true, force: true });
  rmSync(path.join(autograder, 'results'), { recursive: true, force: true });
  mkdirSync(path.join(autograder, 'results'), { recursive: true });
  assembleSubmission(KIT_ROOT, activities, recipe, path.join(autograder, 'submission'));
  cpSync(path.join(autograder, 'source', 'run_autograder'), path.join(autograder, 'run_autograder'));
  const run = spawnSync('bash', [path.join(autograder, 'run_autograder')], { cwd: autograder, env: { ...process.env, AUTOGRADER_DIR: autograder }, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(readFileSync(path.join(autograder, 'results', 'results.json'), 'utf8')) as Results;
}

describe('the Gradescope bundle', () => {
  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'cardlab-release-'));
    const ctx = testContext([], { cwd: work });
    expect(await main(['release', 'gradescope', 'autograder.zip', '--lab', 'elevens'], ctx)).toBe(0);
    names = await extractZip(path.join(work, 'autograder.zip'), path.join(work, 'autograder', 'source'));
    // setup.sh would run `npm ci`; the kit's own installed packages stand in for it here.
    symlinkSync(path.join(KIT_ROOT, 'node_modules'), path.join(work, 'autograder', 'source', 'node_modules'));
  });

  it('has_the_two_scripts_at_its_root_and_none_of_the_grader_tests', () => {
    expect(names).toContain('setup.sh');
    expect(names).toContain('run_autograder');
    expect(names.filter((name) => name.startsWith('grader/test/') || name.startsWith('grader/examples/'))).toEqual([]);
    expect(names).toContain('package-lock.json');
  });

  it('grades_the_reference_submission_at_full_marks', () => {
    const results = runAutograder(Object.fromEntries(activities.map((a) => [a.id, 'reference'])) as Recipe);
    expect(validatorFor(kitPaths(KIT_ROOT).schemas, 'gradescope-results')(results)).toBe(true);
    const max = results.tests.reduce((sum, t) => sum + t.max_score, 0);
    expect(max).toBeGreaterThan(0);
    expect(results.score).toBe(max);
    expect(results.tests.find((t) => t.name.includes('rank_returns_the_rank'))?.visibility).toBe('after_published');
  });

  it('grades_the_stubs_at_zero', () => {
    const results = runAutograder(Object.fromEntries(activities.map((a) => [a.id, 'stub'])) as Recipe);
    expect(results.score).toBe(0);
    expect(results.tests.length).toBeGreaterThan(100);
  });

  it('always_leaves_a_results_file_even_when_grading_cannot_run', () => {
    const autograder = path.join(work, 'autograder');
    // No submission folder at all: grading stops at once, and the script still writes results.json.
    rmSync(path.join(autograder, 'submission'), { recursive: true, force: true });
    rmSync(path.join(autograder, 'results'), { recursive: true, force: true });
    cpSync(path.join(autograder, 'source', 'run_autograder'), path.join(autograder, 'run_autograder'));
    const run = spawnSync('bash', [path.join(autograder, 'run_autograder')], { cwd: autograder, env: { ...process.env, AUTOGRADER_DIR: autograder }, encoding: 'utf8' });
    expect(run.status).toBe(0);
    const results = JSON.parse(readFileSync(path.join(autograder, 'results', 'results.json'), 'utf8')) as Results;
    expect(results.score).toBe(0);
    expect(results.output).toMatch(/could not grade this submission/);
    expect(validatorFor(kitPaths(KIT_ROOT).schemas, 'gradescope-results')(results)).toBe(true);
  });
});

describe('the student kit', () => {
  let kit: string;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-student-kit-'));
    kit = path.join(dir, 'kit');
    const ctx = testContext([], { cwd: dir });
    expect(await main(['release', 'student', 'kit', '--lab', 'elevens'], ctx), ctx.stderr.text).toBe(0);
    expect(ctx.stdout.text).toContain('scanned: no solution, hidden test or buggy source');
    symlinkSync(path.join(KIT_ROOT, 'node_modules'), path.join(kit, 'node_modules'));
  });

  const cli = (...args: string[]) => spawnSync(process.execPath, [path.join(kit, 'grader', 'bin', 'cardlab.js'), ...args], { cwd: kit, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

  it('holds_the_activities_but_no_solution_hidden_suite_or_buggy_source', () => {
    expect(scanStudentKit(KIT_ROOT, kit)).toEqual([]);
    for (const secret of ['solutions', 'grader/suites', 'grader/test', 'fixtures/elevens']) expect(existsSync(path.join(kit, secret)), secret).toBe(false);
    expect(existsSync(path.join(kit, 'activities', 'elevens', '01-card', 'Card.ts'))).toBe(true);
    const manifest = JSON.parse(readFileSync(path.join(kit, 'activities', 'elevens', '01-card', 'activity.json'), 'utf8'));
    expect(manifest.hidden).toEqual([{ suite: 'Card.hidden.test.ts' }]);
    expect(manifest.hiddenCount).toBe(10);
  });

  it('the_scan_catches_a_copied_solution', () => {
    const leaky = mkdtempSync(path.join(os.tmpdir(), 'cardlab-leaky-'));
    cpSync(path.join(KIT_ROOT, 'solutions', 'elevens', '01-card'), path.join(leaky, 'activities', 'elevens', '01-card'), { recursive: true });
    expect(scanStudentKit(KIT_ROOT, leaky).join('\n')).toMatch(/Card\.ts is a copy of solutions\/elevens\/01-card\/Card\.ts/);
  });

  it('offers_the_student_commands_only', () => {
    const help = cli('--help').stdout;
    expect(help).toContain('check');
    expect(help).not.toMatch(/^\s+grade/m);
    expect(help).not.toMatch(/^\s+verify/m);
  });

  it('checks_a_stage_and_runs_the_students_tests_against_the_compiled_buggy_decks', () => {
    const check = cli('check', 'elevens/05');
    expect(check.status).toBe(0);
    expect(check.stdout).toContain('buggy versions  your tests catch 0 of 4');
    expect(check.stdout).toMatch(/public test\(s\) to fix; 19 hidden tests run at grading/);
    const list = cli('list');
    expect(list.stdout).toMatch(/elevens\/01-card .* not started/);
  });
});

describe.each(listLabs(kitPaths(KIT_ROOT)))('a student kit of the %s lab alone', (lab) => {
  let kit: string;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), `cardlab-${lab}-kit-`));
    kit = path.join(dir, 'kit');
    const ctx = testContext([], { cwd: dir });
    expect(await main(['release', 'student', 'kit', '--lab', lab], ctx), ctx.stderr.text).toBe(0);
    symlinkSync(path.join(KIT_ROOT, 'node_modules'), path.join(kit, 'node_modules'));
  });

  const cli = (args: string[], input = '') =>
    spawnSync(process.execPath, [path.join(kit, 'grader', 'bin', 'cardlab.js'), ...args], {
      cwd: kit,
      input,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });

  it('carries the games of its lab only, and its CLI starts and lists them', () => {
    const games = path.join(kit, 'grader', 'games');
    const gameLabs = readdirSync(games, { withFileTypes: true }).filter(
      (entry) => entry.isDirectory() && existsSync(path.join(games, entry.name, 'index.ts')),
    );
    expect(gameLabs.map((entry) => entry.name)).toEqual([lab]);
    const help = cli(['play', '--help']);
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toMatch(new RegExp(`game +${lab}`));
    expect(cli(['list', lab]).status).toBe(0);
  });

  it("plays the student's own classes by default, and names the stage to finish", () => {
    const run = cli(['play', lab], 'q\n');
    expect(run.status).toBe(2);
    const stage = `activities/${lab}/\\d\\d-[\\w-]+/\\w+\\.ts:\\d+:\\d+`;
    const unfinished = `^cardlab: ${stage}: .*not written yet\\. Finish stage ${lab}/\\d\\d\\.$`;
    expect(run.stderr).toMatch(new RegExp(unfinished, 'm'));
    expect(run.stderr).not.toContain('internal error');
    const reference = cli(['play', lab, '--impl', 'reference']);
    expect(reference.stderr).toContain('no reference classes (it has no solutions/ folder): use --impl student');
  });

  it('simulates where its lab offers a simulation, and says so where it does not', () => {
    const run = cli(['simulate', lab, '--games', '10']);
    expect(run.status).toBe(2);
    if (lab === 'elevens') expect(run.stderr).toMatch(/elevens\/\d\d-[\w-]+\/\w+\.ts:\d+:\d+: .*not written yet/);
    else expect(run.stderr).toContain(`cardlab: ${lab} has no simulation: no lab of this kit offers a simulation`);
  });
});
