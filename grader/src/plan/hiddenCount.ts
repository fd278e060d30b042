import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * How many hidden tests an activity has depends only on the kit (its suites and its reference): `check` counts them
 * once, by a run of the suites on the reference, and keeps the count under .cardlab/ keyed by those files' content.
 */
function fingerprint(files: string[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) hash.update(file).update(existsSync(file) ? readFileSync(file) : '');
  return hash.digest('hex');
}

function store(kitRoot: string): string {
  return path.join(kitRoot, '.cardlab', 'hidden-counts.json');
}

function read(kitRoot: string): Record<string, { fingerprint: string; count: number }> {
  try {
    return JSON.parse(readFileSync(store(kitRoot), 'utf8')) as Record<string, { fingerprint: string; count: number }>;
  } catch {
    return {};
  }
}

export function cachedHiddenCount(kitRoot: string, activityId: string, files: string[]): number | undefined {
  const entry = read(kitRoot)[activityId];
  return entry && entry.fingerprint === fingerprint(files) ? entry.count : undefined;
}

export function keepHiddenCount(kitRoot: string, activityId: string, files: string[], count: number): void {
  const all = { ...read(kitRoot), [activityId]: { fingerprint: fingerprint(files), count } };
  mkdirSync(path.dirname(store(kitRoot)), { recursive: true });
  const partial = `${store(kitRoot)}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(all));
  renameSync(partial, store(kitRoot));
}
