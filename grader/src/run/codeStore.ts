import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { version as esbuildVersion } from 'esbuild';
import { unpackBuggy } from '../kit/packedBuggy.ts';
import { compileSource, type Compiled } from './compile.ts';
import type { CodeUnit } from './protocol.ts';

// What a compiled module depends on besides its own text: the compiler, the policy and the kit's settings.
const COMPILER = ['compile.ts', 'edits.ts', 'callCounting.ts', 'policy.ts', 'protocol.ts'].map((name) =>
  path.join(import.meta.dirname, name),
);

function compilerSalt(kitRoot: string): string {
  const hash = createHash('sha256').update(esbuildVersion);
  for (const file of [...COMPILER, path.join(kitRoot, 'tsconfig.json')])
    hash.update(existsSync(file) ? readFileSync(file) : '');
  return hash.digest('hex').slice(0, 16);
}

type Stored = Pick<Compiled, 'code' | 'map' | 'error' | 'imports'>;

/**
 * Every module compiled in this process, by content: a file is compiled once however many runs load it. The kit's
 * own files (references, suites, buggy implementations, provided files) are the same at every grade, so what was
 * compiled of them is also kept on disk under .cardlab/, in one store named by the compiler's hash (a change to the
 * compiler or the kit's settings starts a new one). Graded files are compiled afresh each time.
 */
export class CodeStore {
  private readonly units = new Map<string, CodeUnit & { map?: string; imports: string[] }>();
  private readonly byFile = new Map<string, string>();
  private readonly texts = new Map<string, string>();
  private readonly salt: string;
  private readonly storeFile: string;
  private stored?: Record<string, Stored>;
  private added = false;

  constructor(private readonly kitRoot: string) {
    this.salt = compilerSalt(kitRoot);
    this.storeFile = path.join(kitRoot, '.cardlab', 'compiled', `kit-${this.salt}.json`);
  }

  private kitStore(): Record<string, Stored> {
    if (this.stored) return this.stored;
    try {
      this.stored = JSON.parse(readFileSync(this.storeFile, 'utf8')) as Record<string, Stored>;
    } catch {
      this.stored = {};
    }
    return this.stored;
  }

  /** Graded files are read again from the next run on (`check` and `watch` see each save). */
  forgetGraded(): void {
    for (const key of this.byFile.keys()) if (key.startsWith('g\0')) this.byFile.delete(key);
  }

  /** Compiles `file` (once) under the role `name`; its code id and import paths. */
  compile(file: string, name: string, graded: boolean): { id: string; imports: string[] } {
    const fileKey = `${graded ? 'g' : 'k'}\0${name}\0${file}`;
    const known = this.byFile.get(fileKey);
    if (known) return { id: known, imports: this.units.get(known)!.imports };
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
    if (!this.units.has(id)) {
      const json = file.endsWith('.json');
      let compiled: Stored | undefined = keep ? this.kitStore()[id] : undefined;
      if (!compiled) {
        compiled = compileSource(text, name, { graded, json });
        if (keep) {
          this.kitStore()[id] = compiled;
          this.added = true;
        }
      }
      this.units.set(id, {
        id,
        name,
        graded,
        json,
        code: compiled.code,
        error: compiled.error,
        map: compiled.map,
        imports: compiled.imports,
      });
    }
    return { id, imports: this.units.get(id)!.imports };
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

  /** Keeps what was compiled of the kit for the next grade (and drops stores of older compilers). */
  save(): void {
    if (!this.added || !this.stored) return;
    const dir = path.dirname(this.storeFile);
    mkdirSync(dir, { recursive: true });
    for (const name of readdirSync(dir))
      if (name.startsWith('kit-') && !name.includes(this.salt)) rmSync(path.join(dir, name), { force: true });
    const partial = `${this.storeFile}.${process.pid}.partial`;
    writeFileSync(partial, JSON.stringify(this.stored));
    renameSync(partial, this.storeFile);
    this.added = false;
  }
}
