import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { main } from '../../cli/main.ts';
import { listLabs } from '../../src/kit/activities.ts';
import { kitPaths } from '../../src/kit/kit.ts';
import { othersReach, reachableBase } from '../../src/sandbox/sandboxFolder.ts';
import type { GradeReport } from '../../src/score/result.ts';
import { KitCopy, testContext } from '../support.ts';

/**
 * A kit cloned into a private folder (mode 700, as `mktemp -d` makes one, inside a parent that is private too, as a
 * home folder is) grades under the `user` confinement as anywhere else: its workers' user ids can enter nothing of
 * it, so they run from the grader's sandbox folder (sandboxFolder.ts). Where the confinement cannot work, the kit says
 * so in one line, and `grade` writes that reason in its reports.
 */
const asRoot = process.getuid?.() === 0;
let parent: string;
let kit: KitCopy;

beforeAll(() => {
  parent = mkdtempSync(path.join(os.tmpdir(), 'cardlab-private-'));
  chmodSync(parent, 0o700);
  const home = path.join(parent, 'home');
  mkdirSync(home, { mode: 0o700 });
  kit = new KitCopy({ parent: home, packages: 'hardlinks' });
  chmodSync(kit.root, 0o700);
});

afterAll(() => rmSync(parent, { recursive: true, force: true }));

/** The copy's own `cardlab`, run by `node` in a process of its own under the `user` confinement. */
function cardlab(args: string[], node = process.execPath) {
  const run = spawnSync(node, [path.join(kit.root, 'grader', 'bin', 'cardlab.js'), ...args], {
    cwd: kit.root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', CARDLAB_CONFINEMENT: 'user' },
  });
  return { code: run.status, out: run.stdout, err: run.stderr, pid: run.pid };
}

/** Sandbox folders a grader process left in the temporary folder it used. */
const leftBy = (pid: number | undefined) =>
  readdirSync(os.tmpdir()).filter((name) => name.startsWith(`cardlab-sandbox-${pid}-`));

describe('the folders a sandbox user can reach', () => {
  it('are_told_from_private_ones_by_every_folder_above_them', () => {
    expect(othersReach(kit.root, 0o001)).toBe(false);
    expect(othersReach(path.join(kit.root, 'package.json'), 0o004)).toBe(false);
    expect(reachableBase([kit.root, parent])).toBeUndefined();
    expect(reachableBase([kit.root, os.tmpdir()])).toBe(os.tmpdir());
  });
});

if (asRoot) {
  describe('a kit cloned into a private folder, under the user confinement', () => {
    it('checks_and_grades_the_references_with_full_marks_and_leaves_no_sandbox_folder', () => {
      const check = cardlab(['check', 'elevens/01', '--dir', 'solutions']);
      expect(check.err).toBe('');
      expect(check.code, check.out).toBe(0);

      const json = path.join(parent, 'report.json');
      const graded = cardlab(['grade', 'solutions', '--json', json]);
      expect(graded.code, graded.err).toBe(0);
      const report = JSON.parse(readFileSync(json, 'utf8')) as GradeReport;
      expect(report.error).toBeUndefined();
      expect(report.confinement?.kind).toBe('user');
      // Every lab of the kit, whichever they are.
      expect(new Set(report.activities.map((a) => a.id.split('/')[0]))).toEqual(new Set(listLabs(kitPaths(KIT_ROOT))));
      expect(report.points).toBe(report.maxPoints);
      expect(leftBy(graded.pid)).toEqual([]);
    });

    it('runs_workers_with_a_node_that_only_root_can_reach', () => {
      // A version manager's Node under a private home folder: linked where the file system allows, else copied.
      const bin = path.join(parent, 'home', 'node', 'bin');
      mkdirSync(bin, { recursive: true, mode: 0o700 });
      const node = path.join(bin, 'node');
      try {
        linkSync(process.execPath, node);
      } catch {
        copyFileSync(process.execPath, node);
        chmodSync(node, 0o700);
      }
      expect(othersReach(node, 0o001)).toBe(false);
      const check = cardlab(['check', 'elevens/01', '--dir', 'solutions'], node);
      expect(check.err).toBe('');
      expect(check.code, check.out).toBe(0);
    });

    it('keeps_the_sandbox_tests_passing_there', () => {
      const run = spawnSync(
        process.execPath,
        [
          path.join(kit.root, 'node_modules', 'vitest', 'vitest.mjs'),
          'run',
          'grader/test/hostile/sandbox.test.ts',
          '-t',
          'the user sandbox',
        ],
        { cwd: kit.root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
      );
      expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0);
      expect(run.stdout).toMatch(/confines_reads_writes_processes_signals_and_the_network/);
    });
  });
} else {
  describe('the user confinement asked for without root', () => {
    it('is_refused_in_one_line_before_any_run', () => {
      const check = cardlab(['check', 'elevens/01', '--dir', 'solutions']);
      expect(check.code).toBe(1);
      expect(check.err.trim().split('\n')).toEqual([
        'cardlab: CARDLAB_CONFINEMENT=user needs the grader to run as root, to start workers as the sandbox user',
      ]);
    });
  });
}

describe('a confinement the machine cannot give', () => {
  const previous = process.env.CARDLAB_CONFINEMENT;
  beforeAll(() => {
    process.env.CARDLAB_CONFINEMENT = 'chroot';
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.CARDLAB_CONFINEMENT;
    else process.env.CARDLAB_CONFINEMENT = previous;
  });
  const said = 'CARDLAB_CONFINEMENT=chroot is not a confinement: use bubblewrap, user or none';

  it('stops_check_with_one_line_and_no_stack', async () => {
    const ctx = testContext([], { kitRoot: kit.root, cwd: kit.root });
    expect(await main(['check', 'elevens/01', '--dir', 'solutions'], ctx)).toBe(1);
    expect(ctx.stderr.text).toBe(`cardlab: ${said}\n`);
  });

  it('is_the_reason_grade_writes_in_its_reports', async () => {
    const json = path.join(parent, 'refused.json');
    const ctx = testContext([], { kitRoot: kit.root, cwd: kit.root });
    expect(await main(['grade', 'solutions', '--activity', 'elevens/01', '--json', json], ctx)).toBe(1);
    expect((JSON.parse(readFileSync(json, 'utf8')) as GradeReport).error).toBe(said);
    expect(ctx.stderr.text).toBe(`cardlab: grading could not finish: ${said}\n`);
  });
});
