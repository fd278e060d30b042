import { randomBytes } from 'node:crypto';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { Binding } from '../binding.ts';
import type { TestRun } from './types.ts';

/**
 * The modules of one run. Every module a run loads gets an id of its own: the place it is imported as (its role,
 * e.g. `elevens/01-card/Card.ts`, under the submission's folder) with the run's random key as a query. So the same
 * suite is a separate module in each run, each run gets its own binding, and nothing in an id tells graded code
 * which implementation it runs against: the reference and a buggy `Deck` are both `<submission>/elevens/02-deck/Deck.ts`.
 */
export interface RunModules {
  run: TestRun;
  key: string;
  /** Where role paths are rooted: the submission's folder. */
  base: string;
  /** role → the real file that is loaded for it */
  files: Map<string, string>;
}

const KEY = /\?cardlab-run=([a-f0-9]{24})$/;

export function newRunModules(run: TestRun): RunModules {
  const dirs = run.binding.workDirs;
  return { run, key: randomBytes(12).toString('hex'), base: dirs[dirs.length - 1]!, files: new Map() };
}

function inside(dir: string, file: string): string | undefined {
  const relative = path.relative(dir, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative.split(path.sep).join('/');
}

/** Where a resolved file sits, as a role: stage files under their `<lab>/<slug>/` path, kit-only files prefixed. */
export function roleOf(binding: Binding, file: string): string | undefined {
  const { kit } = binding;
  if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
  for (const dir of [...binding.workDirs, kit.solutions]) {
    const relative = inside(dir, file);
    if (relative !== undefined) return relative;
  }
  const prefixed: [string, string][] = [[kit.suites, '~suites'], [kit.fixtures, '~fixtures'], [kit.buggy, '~buggy'], [kit.root, '~kit']];
  for (const [dir, prefix] of prefixed) {
    const relative = inside(dir, file);
    if (relative !== undefined) return `${prefix}/${relative}`;
  }
  return undefined;
}

/**
 * The id of `role` in this run, loading `file`. A role already taken by another file (the reference a buggy
 * implementation extends, under the role the buggy one fills) gets a `~parent/` role of its own.
 */
export function moduleId(modules: RunModules, role: string, file: string): string {
  let taken = role;
  while (modules.files.has(taken) && modules.files.get(taken) !== file) taken = `~parent/${taken}`;
  modules.files.set(taken, file);
  return `${modules.base}/${taken}?cardlab-run=${modules.key}`;
}

/** The run and real file behind an id, or undefined for an id that is not a run's. */
export function parseModuleId(all: Map<string, RunModules>, id: string): { modules: RunModules; role: string; file: string } | undefined {
  const match = KEY.exec(id);
  if (!match) return undefined;
  const modules = all.get(match[1]!);
  if (!modules) return undefined;
  const prefix = `${modules.base}/`;
  const plain = id.slice(0, match.index);
  if (!plain.startsWith(prefix)) return undefined;
  const role = plain.slice(prefix.length);
  const file = modules.files.get(role);
  return file ? { modules, role, file } : undefined;
}

/** Strips every run key from a text (messages, stacks), leaving role paths a student can read. */
export function withoutRunKeys(text: string): string {
  return text.replace(/\?cardlab-run=[a-f0-9]{24}/g, '');
}

/**
 * Graded code: a file whose content comes from the submission (the binding's last folder). When that folder is the
 * kit's own activities folder (`check` in the repository or in a student kit), its `shared/` folders are the kit's.
 */
export function isGradedFile(binding: Binding, file: string): boolean {
  const root = binding.workDirs[binding.workDirs.length - 1]!;
  const relative = inside(root, file);
  if (relative === undefined) return false;
  if (root !== binding.kit.activities) return true;
  const parts = relative.split('/');
  return parts[0] !== 'shared' && parts[1] !== 'shared';
}

/** The real path of an existing file (symbolic links followed), else the path as given. */
export function realFile(file: string): string {
  return existsSync(file) ? realpathSync(file) : file;
}
