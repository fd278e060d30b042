// A file the grader keeps for later runs (a compiled module, a run of the reference) and must find as it wrote it.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const digestOf = (key: string, text: string) =>
  createHash('sha256').update(key).update('\0').update(text).digest('hex');

/**
 * Writes `text` to `file` under `key` (what it was kept for: a code id, a run's key), whole: to a partial file renamed
 * in place, so that a reader never sees half of it, with the digest of the key and the text.
 */
export function writeSealed(file: string, key: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify({ digest: digestOf(key, text), text }));
  renameSync(partial, file);
}

/**
 * The text kept in `file` under `key`, if it is as it was written: a file damaged since, cut short, of an older form,
 * or moved from another key's place is none (the caller makes it again: a damaged cache costs time, never a grade).
 */
export function readSealed(file: string, key: string): string | undefined {
  try {
    const { digest, text } = JSON.parse(readFileSync(file, 'utf8')) as { digest?: unknown; text?: unknown };
    return typeof text === 'string' && digest === digestOf(key, text) ? text : undefined;
  } catch {
    return undefined;
  }
}
