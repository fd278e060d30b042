import { readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { readSealed, writeSealed } from '../kit/sealedFile.ts';
import type { Compiled } from './compile.ts';

/** What is kept of a compiled module. */
export type Stored = Pick<Compiled, 'code' | 'map' | 'error' | 'imports' | 'eager'>;

/** An entry as read back: anything else (a damaged or foreign file) is no entry, and the module is compiled again. */
function storedShape(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const { code, map, error, imports, eager } = value as Record<string, unknown>;
  const text = (field: unknown) => field === undefined || typeof field === 'string';
  const paths = (field: unknown) => Array.isArray(field) && field.every((entry) => typeof entry === 'string');
  return text(code) && text(map) && text(error) && paths(imports) && (eager === undefined || paths(eager));
}

/**
 * A store on disk of compiled modules (run/codeStore.ts), one file per code id in a folder named by its kind and the
 * compiler's hash (`kit-<hash>/`, `graded-<hash>/`). A run reads only the entries it needs and writes only those it
 * adds: a store of one file was read and written whole by every `check`, and the 400 student files it may keep came
 * to some 14 MB of JSON. Each entry is sealed (kit/sealedFile.ts): two processes adding the same entry leave the same
 * bytes, and one damaged since is compiled again. The code ids are hex digests: safe names.
 */
export class CompiledStore {
  private readonly dir: string;
  private older = true;

  constructor(
    private readonly parent: string,
    private readonly kind: 'kit' | 'graded',
    salt: string,
  ) {
    this.dir = path.join(parent, `${kind}-${salt}`);
  }

  private file(id: string): string {
    return path.join(this.dir, `${id}.json`);
  }

  /**
   * The entry kept for `id`, if it is whole and as it was written (its digest): a compiled module damaged since (a
   * hidden suite's code emptied had made its stage 4/4 instead of 15/15, the student blamed) is compiled again.
   */
  get(id: string): Stored | undefined {
    const text = readSealed(this.file(id), id);
    try {
      const value: unknown = text === undefined ? undefined : JSON.parse(text);
      return storedShape(value) ? value : undefined;
    } catch {
      return undefined;
    }
  }

  /** Keeps `stored` under `id`. Throws where the kit cannot be written (the caller decides what that costs). */
  put(id: string, stored: Stored): void {
    if (this.older) this.dropOlder();
    writeSealed(this.file(id), id, JSON.stringify(stored));
  }

  /** Marks the entries as just used: the most recent are those kept when the store is trimmed. */
  touch(ids: Iterable<string>): void {
    const now = new Date();
    for (const id of ids) {
      try {
        utimesSync(this.file(id), now, now);
      } catch {
        // Gone meanwhile (another process trimmed it): the next run compiles it again.
      }
    }
  }

  /** Keeps at most `cap` entries: all of `keep`, then the most recently used of the others. */
  trim(cap: number, keep: Set<string>): void {
    let names: string[];
    try {
      names = readdirSync(this.dir).filter((name) => name.endsWith('.json'));
    } catch {
      return;
    }
    if (names.length <= cap) return;
    const others = names
      .filter((name) => !keep.has(name.slice(0, -'.json'.length)))
      .map((name) => ({ name, used: statSync(path.join(this.dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
      .sort((a, b) => b.used - a.used);
    const room = Math.max(0, cap - (names.length - others.length));
    for (const { name } of others.slice(room)) rmSync(path.join(this.dir, name), { force: true });
  }

  /**
   * Stores of older compilers (or kit settings), and the one-file stores of earlier versions, go with the first
   * entry this one adds.
   */
  private dropOlder(): void {
    this.older = false;
    let names: string[];
    try {
      names = readdirSync(this.parent);
    } catch {
      return;
    }
    for (const name of names)
      if (name.startsWith(`${this.kind}-`) && name !== path.basename(this.dir) && !name.endsWith('.partial'))
        rmSync(path.join(this.parent, name), { recursive: true, force: true });
  }
}
