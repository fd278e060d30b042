import os from 'node:os';
import path from 'node:path';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { KIT_ROOT, type CliContext } from '../cli/context.ts';
import { listActivities } from '../src/activities.ts';
import { assembleSubmission, type Recipe } from '../src/assemble.ts';

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
  assembleSubmission(KIT_ROOT, activities, Object.fromEntries(activities.map((a) => [a.id, 'reference'])) as Recipe, dir);
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
