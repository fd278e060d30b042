import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { reboundPath, type Binding } from '../kit/binding.ts';
import { stageReachRefusal } from './stageReach.ts';
import { providedTwin } from '../kit/solutionsOverlay.ts';
import { meantImport } from './missingImport.ts';
import { TEST_FILE, type ModuleEntry, type UniformSubject } from './protocol.ts';
import type { TestRun } from './types.ts';

/**
 * The modules of one run, as the worker will load them: each module under a key that is its role (where it sits
 * as the code imports it, e.g. `elevens/01-card/Card.ts`), never where its file really is, so nothing tells graded
 * code which implementation it runs against: the reference and a buggy `Deck` are both `elevens/02-deck/Deck.ts`.
 * Every import is resolved here, by the run's binding (binding.ts), and checked: graded code reaches only files of
 * the submission and the kit's provided files; everything else is refused with a reason the worker throws when the
 * import runs.
 */
export interface RunGraph {
  modules: Record<string, ModuleEntry>;
  /** The key of each test file of the run. */
  entries: string[];
  uniform: UniformSubject[];
  /** key → the real file it loads (the grader's own view; never sent to a worker). */
  files: Map<string, string>;
}

/** Compiles a file (or finds it compiled) for the graph: its code id and the import paths it names. */
export type CompileFile = (file: string, name: string, graded: boolean) => { id: string; imports: string[] };

/** The facade of the test framework that test files import as `vitest` (worker/facade.ts). */
export const VITEST = 'vitest';

function inside(dir: string, file: string): string | undefined {
  const relative = path.relative(dir, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative.split(path.sep).join('/');
}

/** Where a file sits, as a role: stage files under `<lab>/<slug>/`, the kit's other files under a `~` prefix. */
export function roleOf(binding: Binding, file: string): string | undefined {
  const { kit } = binding;
  if (file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
  for (const dir of [...binding.workDirs, kit.solutions]) {
    const relative = inside(dir, file);
    if (relative !== undefined) return relative;
  }
  const prefixed: [string, string][] = [
    [kit.suites, '~suites'],
    [kit.fixtures, '~fixtures'],
    [kit.buggy, '~buggy'],
    [kit.wheats, '~wheats'],
    [kit.root, '~kit'],
  ];
  for (const [dir, prefix] of prefixed) {
    const relative = inside(dir, file);
    if (relative !== undefined) return `${prefix}/${relative}`;
  }
  return undefined;
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

function isFile(file: string): boolean {
  return existsSync(file) && statSync(file).isFile();
}

/**
 * When an import names a stage's file that is not there (`../01-card/Card.ts` deleted or moved), the fix is in that
 * stage, not in the line that imports it: say whose file is missing. Only a file the kit has for that stage (its
 * stub in activities/) is one to put back; any other name is the import's own slip.
 */
function stageFileMissing(binding: Binding, role: string): string {
  const stage = /^([\w-]+\/\d\d-[\w-]+)\/[^/]+$/.exec(role)?.[1];
  if (!stage || !isFile(path.join(binding.kit.activities, role))) return ': there is no such file';
  return `: ${role}, a file of stage ${stage}, is missing: put it back first`;
}

/** The file an import path names, as TypeScript's bundler resolution finds it (`./Card`, `./Card.js`, `./Card.ts`). */
export function resolveFile(base: string, fileAt: (file: string) => boolean = isFile): string | undefined {
  const candidates = [base, `${base}.ts`, base.replace(/\.[mc]?js$/, '.ts'), path.join(base, 'index.ts')];
  return candidates.find(fileAt);
}

function realFile(file: string): string {
  return existsSync(file) ? realpathSync(file) : file;
}

/**
 * What the file system says of a path (is it a file, its real path), asked once for a set of runs planned together:
 * every run of a grade asks the same paths again (some 300 runs: 90 ms of the grader's thread in stat calls before
 * its first worker). A set of runs is planned at once, from the files as they are then.
 */
export class FileFacts {
  private readonly files = new Map<string, boolean>();
  private readonly reals = new Map<string, string>();

  readonly isFile = (file: string): boolean => {
    let known = this.files.get(file);
    if (known === undefined) this.files.set(file, (known = isFile(file)));
    return known;
  };

  readonly realFile = (file: string): string => {
    let known = this.reals.get(file);
    if (known === undefined) this.reals.set(file, (known = realFile(file)));
    return known;
  };
}

/** The role with the prefixes that keep a reference apart from the buggy implementation that extends it. */
export function plainRole(key: string): string {
  return key.replace(/^(~parent\/)+/, '');
}

/** Builds the graph of one run (see RunGraph). */
export function runGraph(run: TestRun, compile: CompileFile, facts = new FileFacts()): RunGraph {
  const { binding } = run;
  const modules: Record<string, ModuleEntry> = {};
  const files = new Map<string, string>();
  const keyOfFile = new Map<string, string>();
  const pending: { key: string; file: string; imports: string[]; graded: boolean }[] = [];

  // A role already taken by another file (the reference a buggy implementation extends, under the role the buggy
  // one fills) gets a `~parent/` key of its own.
  const add = (role: string, file: string): string => {
    const known = keyOfFile.get(file);
    if (known !== undefined && plainRole(known) === role) return known;
    let key = role;
    while (files.has(key) && files.get(key) !== file) key = `~parent/${key}`;
    if (files.has(key)) return key;
    const graded = isGradedFile(binding, file);
    const compiled = compile(file, role, graded);
    files.set(key, file);
    keyOfFile.set(file, key);
    modules[key] = { code: compiled.id, deps: {} };
    pending.push({ key, file, imports: compiled.imports, graded });
    return key;
  };

  const resolve = (
    source: string,
    importer: string,
    importerKey: string,
    graded: boolean,
  ): string | { refused: string } => {
    // Kit code may use the test framework anywhere (the suites' shared helpers); graded code only in test files.
    if (source === VITEST)
      return graded && !TEST_FILE.test(importer) ? { refused: `'vitest' may be imported only by test files` } : VITEST;
    // Node's own modules serve the kit's own tests of the sandbox; graded code never reaches this (policy.ts).
    if (!graded && source.startsWith('node:')) return source;
    if (!source.startsWith('.') && !path.isAbsolute(source))
      return { refused: `'${source}' is not a file the tests may import` };
    const wanted = path.resolve(path.dirname(importer), source);
    // A kit file (a reference) names provided code as a student's file does, through solutions/ (solutionsOverlay.ts).
    const provided = graded ? undefined : providedTwin(binding.kit, wanted);
    const file =
      resolveFile(wanted, facts.isFile) ??
      (provided === undefined ? undefined : resolveFile(provided, facts.isFile)) ??
      wanted;
    if (graded && !binding.workDirs.some((dir) => inside(dir, facts.realFile(file)) !== undefined)) {
      return {
        refused: `'${source}' leads outside the submission: graded code may import only its own files and the kit's provided files`,
      };
    }
    const role = roleOf(binding, file);
    if (!role) return { refused: `'${source}' is not a file of the kit or the submission` };
    const beyond = graded
      ? stageReachRefusal(source, plainRole(importerKey), role, binding.activity, (lab, slug) =>
          facts.isFile(path.join(binding.kit.activities, lab, slug, 'activity.json')),
        )
      : undefined;
    if (beyond) return { refused: beyond };
    const target = reboundPath(binding, file, importer) ?? file;
    if (!facts.isFile(target)) {
      // A slip in the name is a bad import to mend where it is written, not a missing file to put back.
      const meant = graded ? meantImport(source, file, [path.dirname(file), path.dirname(target)]) : undefined;
      const why = meant ? `: there is no such file; did you mean '${meant}'?` : stageFileMissing(binding, role);
      return { refused: `cannot find '${source}' (imported by ${plainRole(importerKey)})${why}` };
    }
    return add(role, target);
  };

  const drain = () => {
    while (pending.length > 0) {
      const { key, file, imports, graded } = pending.pop()!;
      for (const source of imports) modules[key]!.deps[source] ??= resolve(source, file, key, graded);
    }
  };
  const entries = run.files.map((file) => add(roleOf(binding, file) ?? path.basename(file), file));
  drain();
  const uniform = run.uniform ? uniformSubjects(run, add, modules, facts) : [];
  drain();
  return { modules, entries, files, uniform };
}

/** The subjects of a run of the student's tests on the reference or a buggy implementation (see UniformSubject). */
function uniformSubjects(
  run: TestRun,
  add: (role: string, file: string) => string,
  modules: Record<string, ModuleEntry>,
  facts: FileFacts,
): UniformSubject[] {
  const { activity } = run.binding;
  // A student kit has no reference: its public buggy implementations are shown as they are.
  return Object.keys(run.binding.subjects)
    .map((name) => ({
      role: `${activity.lab}/${activity.slug}/${name}`,
      reference: path.join(activity.referenceDir, name),
    }))
    .filter(({ role, reference }) => role in modules && facts.isFile(reference))
    .map(({ role, reference }) => ({ module: role, reference: add(role, reference) }));
}
