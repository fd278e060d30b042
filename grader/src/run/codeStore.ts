import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { unpackBuggy } from '../kit/packedBuggy.ts';
import { compileSource } from './compile.ts';
import { CompiledStore, type Stored } from './compiledStore.ts';
import type { CodeUnit } from './protocol.ts';

// What a compiled module depends on besides its own text: compile.ts and every module it imports (the syntax
// verdict, the edits and what places them, the policy), the packages they use (esbuild, acorn, TypeScript's parser, the
// regular-expression parser) and the kit's settings. A store compiled before any of them changed is another store: an
// update of frameSlots.ts alone would have kept the modules compiled with its old edits.
export const COMPILER = [
  'compile.ts',
  'syntaxVerdict.ts',
  'modulePaths.ts',
  'policy.ts',
  'callCounting.ts',
  'frameSlots.ts',
  'ownBody.ts',
  'edits.ts',
  'deepStack.ts',
  'protocol.ts',
].map((name) => path.join(import.meta.dirname, name));
const PACKAGES = ['esbuild', 'acorn', 'typescript', '@eslint-community/regexpp', '@jridgewell/sourcemap-codec'];
const require = createRequire(import.meta.url);

function compilerSalt(kitRoot: string): string {
  const hash = createHash('sha256');
  for (const name of PACKAGES)
    hash.update(
      `${name} ${(JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version}\n`,
    );
  for (const file of [...COMPILER, path.join(kitRoot, 'tsconfig.json')])
    hash.update(existsSync(file) ? readFileSync(file) : '');
  return hash.digest('hex').slice(0, 16);
}

/** How many compiled student files the second store keeps: those of the last run, then the most recently used. */
export const GRADED_KEPT = 400;

/**
 * How many compiled student modules a process keeps in memory that no run uses now (the most recently used): a
 * later submission with the same file (a stage left as its stub) finds it compiled, and a class graded in one
 * process keeps a few students' worth, not every student's (about a megabyte each).
 */
export const GRADED_IDLE_KEPT = 300;

/**
 * Every module compiled in this process, by content: a file is compiled once however many runs load it (a student's
 * while runs use it and among the most recent idle ones after, GRADED_IDLE_KEPT; the kit's for good). The kit's
 * own files (references, suites, buggy implementations, provided files) are the same at every grade, so what was
 * compiled of them is also kept on disk under .cardlab/, a file a module in a folder named by the compiler's hash
 * (compiledStore.ts; a change to the compiler or the kit's settings starts a new one). A student's files are
 * compiled afresh at each grade; their own commands (`check`, `list`, `watch`) keep them too, in a second store of
 * the most recently used ones (GRADED_KEPT): a
 * student's files change little from one run to the next, and compiling every stage's files (the syntax verdict,
 * esbuild, the edits) was most of a `list` before its first test ran. Both are keyed by content, compiler and role:
 * what is found there is what compiling now would give.
 */
export class CodeStore {
  private readonly units = new Map<string, CodeUnit & { map?: string; imports: string[] }>();
  private readonly byFile = new Map<string, string>();
  private readonly texts = new Map<string, string>();
  private readonly salt: string;
  private readonly kitStore: CompiledStore;
  private readonly gradedStore: CompiledStore;
  /** What was compiled of the kit since the last save, to be kept. */
  private readonly kitAdded = new Map<string, Stored>();
  /** The student files the store holds soundly (read from it, or written): marked as used at a save, not written. */
  private readonly gradedFound = new Set<string>();
  /** The student's files compiled, or found compiled, for a run that keeps them since the last save. */
  private readonly gradedKept = new Map<string, Stored>();
  /** How many runs (or game sessions) use each student module now (use). */
  private readonly users = new Map<string, number>();
  /** The student modules no run uses, the least recently used first: kept up to GRADED_IDLE_KEPT. */
  private readonly idle = new Set<string>();

  constructor(private readonly kitRoot: string) {
    this.salt = compilerSalt(kitRoot);
    const dir = path.join(kitRoot, '.cardlab', 'compiled');
    this.kitStore = new CompiledStore(dir, 'kit', this.salt);
    this.gradedStore = new CompiledStore(dir, 'graded', this.salt);
  }

  /** Graded files are read again from the next run on (`check` and `watch` see each save). */
  forgetGraded(): void {
    for (const key of this.byFile.keys()) if (key.startsWith('g\0')) this.byFile.delete(key);
  }

  /**
   * Compiles `file` (once) under the role `name`; its code id and import paths. `keepGraded`: a student's file is
   * looked up in, and kept in, the store of student files (their own commands, never a grade).
   */
  compile(file: string, name: string, graded: boolean, keepGraded = false): { id: string; imports: string[] } {
    const fileKey = `${graded ? 'g' : 'k'}\0${name}\0${file}`;
    const known = this.byFile.get(fileKey);
    // A student module let go since (use) is compiled again.
    if (known && this.units.has(known)) return { id: known, imports: this.units.get(known)!.imports };
    let read = this.texts.get(file);
    if (read === undefined) {
      read = readFileSync(file, 'utf8');
      if (!graded) this.texts.set(file, read);
    }
    // A student kit's compiled buggy implementations are packed: the kit's code, unpacked to run (packedBuggy.ts), and
    // never kept on disk unpacked, where a student could read what packing hides.
    const text = graded ? read : unpackBuggy(read);
    const keep = !graded && text === read;
    const id = createHash('sha256')
      .update(this.salt)
      .update(graded ? 'graded' : 'kit')
      .update(name)
      .update('\0')
      .update(text)
      .digest('hex')
      .slice(0, 24);
    this.byFile.set(fileKey, id);
    const keptGraded = graded && keepGraded;
    if (keptGraded && this.units.has(id) && !this.gradedKept.has(id)) {
      const { code, map, error, imports, eager } = this.units.get(id)!;
      this.gradedKept.set(id, { code, map, error, imports, eager });
    }
    if (!this.units.has(id)) {
      const json = file.endsWith('.json');
      const store = keep ? this.kitStore : keptGraded ? this.gradedStore : undefined;
      let compiled: Stored | undefined = store?.get(id);
      if (compiled && keptGraded) this.gradedFound.add(id);
      if (!compiled) {
        compiled = compileSource(text, name, { graded, json });
        if (keep) this.kitAdded.set(id, compiled);
      }
      if (keptGraded) this.gradedKept.set(id, compiled);
      this.units.set(id, {
        id,
        name,
        graded,
        json,
        code: compiled.code,
        error: compiled.error,
        map: compiled.map,
        imports: compiled.imports,
        ...(compiled.eager ? { eager: compiled.eager } : {}),
      });
      if (graded) this.rest(id);
    }
    return { id, imports: this.units.get(id)!.imports };
  }

  /** A student module no run uses now: the most recent of the idle ones. */
  private rest(id: string): void {
    this.idle.delete(id);
    this.idle.add(id);
  }

  /**
   * Lets the oldest idle modules go beyond GRADED_IDLE_KEPT. Only where no run is between compiling its modules and
   * using them (use, and a release): a run's own modules are then in use, never idle.
   */
  private trim(): void {
    for (const oldest of this.idle) {
      if (this.idle.size <= GRADED_IDLE_KEPT) break;
      this.idle.delete(oldest);
      this.units.delete(oldest);
    }
  }

  /**
   * Keeps the student modules among `ids` while a run (or a game session) uses them: its workers are sent them, and
   * its stack traces and coverage mapped through them. The function returned lets them go (once), to the idle ones.
   */
  use(ids: Iterable<string>): () => void {
    const graded = [...new Set(ids)].filter((id) => this.units.get(id)?.graded);
    for (const id of graded) {
      this.users.set(id, (this.users.get(id) ?? 0) + 1);
      this.idle.delete(id);
    }
    this.trim();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      for (const id of graded) {
        const left = (this.users.get(id) ?? 1) - 1;
        if (left > 0) this.users.set(id, left);
        else {
          this.users.delete(id);
          this.rest(id);
        }
      }
      this.trim();
    };
  }

  /** What a worker is sent of a compiled module. */
  unit(id: string): CodeUnit {
    const { map: _map, imports: _imports, ...unit } = this.units.get(id)!;
    return unit;
  }

  /** The source map of a compiled module (JSON), for the grader's own use. */
  sourceMap(id: string): string | undefined {
    return this.units.get(id)?.map;
  }

  /** The compiled JavaScript of a module, for the grader's own use (coverage). */
  code(id: string): string | undefined {
    return this.units.get(id)?.code;
  }

  /**
   * Keeps what was compiled of the kit for the next grade, and the student files a run that keeps them compiled or
   * used: those first, then the most recent of the others, up to GRADED_KEPT.
   */
  save(): void {
    try {
      for (const [id, compiled] of this.kitAdded) this.kitStore.put(id, compiled);
      // The run's student files: written where the store lacks them, marked as just used where it has them.
      const found = [...this.gradedKept.keys()].filter((id) => this.gradedFound.has(id));
      for (const [id, compiled] of this.gradedKept) {
        if (this.gradedFound.has(id)) continue;
        this.gradedStore.put(id, compiled);
        this.gradedFound.add(id);
      }
      this.gradedStore.touch(found);
      if (this.gradedKept.size > 0) this.gradedStore.trim(GRADED_KEPT, new Set(this.gradedKept.keys()));
    } catch {
      // Only a shortcut for the next run: a kit that cannot be written (read-only, full) compiles them again then.
    }
    this.kitAdded.clear();
    this.gradedKept.clear();
  }
}
