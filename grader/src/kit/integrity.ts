import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// What graded code must never change: everything that decides or performs grading.
const PROTECTED = [
  'activities',
  'solutions',
  'buggy',
  'wheats',
  'fixtures',
  'grader/suites',
  'grader/src',
  'grader/cli',
  'grader/games',
  'grader/bin',
  'package.json',
];

/** The kit's protected files as they are now, to compare with (and restore from) after graded code has run. */
export function snapshotKit(kitRoot: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const add = (file: string) => files.set(file, readFileSync(file));
  for (const entry of PROTECTED) {
    const full = path.join(kitRoot, entry);
    if (!existsSync(full)) continue;
    if (statSync(full).isFile()) add(full);
    else
      for (const name of readdirSync(full, { recursive: true }) as string[])
        if (statSync(path.join(full, name)).isFile()) add(path.join(full, name));
  }
  return files;
}

/**
 * Puts back any protected file that differs from the snapshot (the way nbgrader restores tampered tests) and
 * says which ones were touched. Used only without an operating-system sandbox: there the coverage run, which needs
 * the inspector and so goes without Node's permission model, could write to the kit.
 */
export function restoreKit(kitRoot: string, snapshot: Map<string, Buffer>): string[] {
  const changed: string[] = [];
  for (const [file, content] of snapshot) {
    if (existsSync(file) && readFileSync(file).equals(content)) continue;
    writeFileSync(file, content);
    changed.push(path.relative(kitRoot, file).split(path.sep).join('/'));
  }
  return changed;
}
