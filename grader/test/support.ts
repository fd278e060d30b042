import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { onTestFinished } from 'vitest';
import { KIT_ROOT, type CliContext } from '../cli/context.ts';
import { findActivity, listActivities } from '../src/kit/activities.ts';
import type { Binding } from '../src/kit/binding.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { assembleSubmission, type Recipe } from '../src/intake/assemble.ts';

/** A stream that keeps everything written to it. */
export class Capture extends Writable {
  text = '';
  isTTY?: boolean;

  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

export interface TestContext extends CliContext {
  stdout: Capture;
  stderr: Capture;
}

/** A context whose stdin replays `lines` (each followed by a newline) and whose output is captured. */
export function testContext(lines: readonly string[] = [], overrides: Partial<CliContext> = {}): TestContext {
  return {
    kitRoot: KIT_ROOT,
    cwd: KIT_ROOT,
    stdin: Readable.from(lines.length === 0 ? [] : [lines.map((line) => `${line}\n`).join('')]),
    stdout: new Capture(),
    stderr: new Capture(),
    color: false,
    ...overrides,
  } as TestContext;
}

/** A throwaway kit root holding only the given files (relative path → content). */
export function fakeKit(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'cardlab-test-'));
  for (const [relative, content] of Object.entries(files)) {
    const file = path.join(root, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return root;
}

/**
 * A student's whole lab in a fresh folder shaped like activities/: every stage the reference as a student would
 * hand it in (its own imports), with some files changed by `edits` (file → new text from the old one).
 */
export function studentLab(lab: string, edits: Record<string, (text: string) => string> = {}): string {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-lab-')), 'work');
  const activities = listActivities(KIT_ROOT, lab);
  const recipe = Object.fromEntries(activities.map((a) => [a.id, 'reference'])) as Recipe;
  assembleSubmission(KIT_ROOT, activities, recipe, dir);
  for (const [file, change] of Object.entries(edits)) {
    const target = path.join(dir, file);
    writeFileSync(target, change(readFileSync(target, 'utf8')));
  }
  return dir;
}

/**
 * A whole lab's recipe: the given activities as `recipe` says, every other one the reference. A student's folder
 * holds every stage, and check runs a stage with the student's own earlier ones ('omit' leaves a stage out).
 */
export function wholeLab(recipe: Recipe, lab = 'elevens'): Recipe {
  return { ...Object.fromEntries(listActivities(KIT_ROOT, lab).map((a) => [a.id, 'reference'])), ...recipe } as Recipe;
}

/**
 * A fresh folder holding `sub/`, a submission of the given lab assembled from `wholeLab(recipe)`: the folder is
 * the working directory of CLI tests (`--dir sub`, `grade sub`).
 */
export function submissionFolder(recipe: Recipe, lab = 'elevens'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-sub-'));
  assembleSubmission(KIT_ROOT, listActivities(KIT_ROOT, lab), wholeLab(recipe, lab), path.join(dir, 'sub'));
  return dir;
}

/**
 * A copy of the kit's files (those git tracks or would), committed in a repository of its own (a student kit is built
 * from committed files), with the kit's packages linked in: tests make a mistake in it, commit it, and put it back.
 */
export class KitCopy {
  readonly root: string;
  private readonly base: string;

  /**
   * `parent`: the folder the copy goes in. `packages: 'hardlinks'` gives the copy a node_modules of its own (hard links,
   * as `cp -al` makes them), so that what the kit generates there is the copy's: a symbolic link resolves to the
   * kit's own packages folder, wherever the copy is.
   */
  constructor({
    parent = os.tmpdir(),
    packages = 'symlink',
  }: { parent?: string; packages?: 'symlink' | 'hardlinks' } = {}) {
    mkdirSync(parent, { recursive: true });
    this.root = mkdtempSync(path.join(parent, 'cardlab-kit-copy-'));
    // The kit as it is on disk, new files included (not yet committed while they are being written), ignored ones not.
    const listed = spawnSync('git', ['-C', KIT_ROOT, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
    }).stdout.split('\0');
    // A kit's packages are linked or copied below, never listed (in a copy of a copy they are a link git lists).
    const copied = listed.filter((name) => name && name !== 'node_modules' && existsSync(path.join(KIT_ROOT, name)));
    for (const file of copied) {
      cpSync(path.join(KIT_ROOT, file), path.join(this.root, file));
    }
    const packagesFolder = path.join(KIT_ROOT, 'node_modules');
    if (packages === 'symlink') symlinkSync(packagesFolder, path.join(this.root, 'node_modules'));
    else {
      // From where the packages really are: in a copy of the kit (the suite's own, suiteWithNewLab.ts) node_modules is
      // a link, which `cp -a` would copy as a link, and the copy would then write into the kit's own packages folder.
      const real = realpathSync(packagesFolder);
      const own = path.join(this.root, 'node_modules');
      // A hard link needs one file system: elsewhere the packages are copied.
      if (spawnSync('cp', ['-al', real, own]).status !== 0) cpSync(real, own, { recursive: true });
    }
    this.git('init', '-q');
    this.commit('the kit');
    this.base = this.git('rev-parse', 'HEAD').trim();
  }

  git(...args: string[]): string {
    const run = spawnSync('git', ['-C', this.root, '-c', 'user.name=t', '-c', 'user.email=t@example.edu', ...args], {
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${run.stderr}`);
    return run.stdout;
  }

  /** Commits everything in the copy, new files included. */
  commit(message: string): void {
    this.git('add', '-A');
    this.git('commit', '-qm', message, '--allow-empty');
  }

  read(file: string): string {
    return readFileSync(path.join(this.root, file), 'utf8');
  }

  write(file: string, text: string): void {
    mkdirSync(path.dirname(path.join(this.root, file)), { recursive: true });
    writeFileSync(path.join(this.root, file), text);
  }

  /** Changes a file's text; fails when `from` is not in it, so that a test never proves a mistake it did not make. */
  edit(file: string, from: string | RegExp, to: string): void {
    const text = this.read(file);
    const changed = text.replace(from, to);
    if (changed === text) throw new Error(`${file} does not contain ${String(from)}`);
    this.write(file, changed);
  }

  /** Back to the kit as copied: every change and new file gone (ignored caches such as .cardlab/ stay). */
  reset(): void {
    this.git('reset', '-q', '--hard', this.base);
    this.git('clean', '-qfd');
  }

  remove(): void {
    rmSync(this.root, { recursive: true, force: true });
  }

  /**
   * Runs the copy's own `cardlab` in a process of its own, as a maintainer does: a process compiles each kit file
   * once and keeps it, so a test that changes kit files between commands must not run them in its own process.
   */
  cli(...args: string[]): { code: number; out: string; err: string; failed: string[] } {
    const run = spawnSync(process.execPath, [path.join(this.root, 'grader', 'bin', 'cardlab.js'), ...args], {
      cwd: this.root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    return { code: run.status ?? -1, out: run.stdout, err: run.stderr, failed: failedChecks(run.stdout) };
  }
}

/** The lines of verify's failed checks (`    ✗ claim: detail`), without their mark: the first line of each. */
export function failedChecks(out: string): string[] {
  return out
    .split('\n')
    .filter((line) => line.startsWith('    ✗ '))
    .map((line) => line.slice('    ✗ '.length));
}

/**
 * A folder of its own under the kit's `.cardlab/`, removed when the test ends. Not under /tmp: the bubblewrap sandbox
 * gives each worker a /tmp of its own, and a worker must see the files a test writes for it.
 */
export function kitScratch(prefix: string): string {
  mkdirSync(path.join(KIT_ROOT, '.cardlab'), { recursive: true });
  const dir = mkdtempSync(path.join(KIT_ROOT, '.cardlab', `test-${prefix}-`));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A scratch submission holding the reference's Card of elevens/01 (kitScratch), to run test files written beside it:
 * the stage's folder and the binding a run of those files has.
 */
export function cardStage(prefix: string): { stage: string; binding: Binding } {
  const kit = kitPaths(KIT_ROOT);
  const card = findActivity(listActivities(KIT_ROOT, 'elevens'), 'elevens/01');
  const dir = kitScratch(prefix);
  const stage = path.join(dir, 'elevens', '01-card');
  mkdirSync(stage, { recursive: true });
  writeFileSync(path.join(stage, 'Card.ts'), readFileSync(path.join(card.referenceDir, 'Card.ts'), 'utf8'));
  const subjects = { 'Card.ts': path.join(stage, 'Card.ts') };
  return { stage, binding: { kit, activity: card, subjects, workDirs: [kit.activities, dir] } };
}
