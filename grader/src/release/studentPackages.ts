import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Packages only instructor commands load (unzipping uploads, rosters): a student kit's CLI never imports them. yazl
 * stays: `pack` writes the zip a student hands in.
 */
const INSTRUCTOR_ONLY = new Set(['yauzl', 'csv-parse']);
/** Of the kit's development packages, students keep only Node's types, for their editor and `npm run typecheck`. */
const STUDENT_DEV = new Set(['@types/node']);

type Deps = Record<string, string>;
interface LockEntry {
  version?: string;
  dependencies?: Deps;
  optionalDependencies?: Deps;
  peerDependencies?: Deps;
  devDependencies?: Deps;
  [key: string]: unknown;
}
interface Lock {
  packages: Record<string, LockEntry>;
  [key: string]: unknown;
}

const keep = (deps: Deps | undefined, wanted: (name: string) => boolean): Deps =>
  Object.fromEntries(Object.entries(deps ?? {}).filter(([name]) => wanted(name)));

/** Where npm resolves `name` from the package installed at `from` (a lockfile key): its own node_modules, then up. */
function resolve(lock: Lock, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

/**
 * The student kit's package.json and package-lock.json: the kit's runtime packages less the instructor-only ones,
 * Node's types as the one development package, and a lockfile holding exactly the packages those need (so `npm ci`
 * accepts it and installs nothing else: no browser driver, no test-only package).
 */
export function studentPackages(kitRoot: string): { pkg: string; lock: string } {
  const pkg = JSON.parse(readFileSync(path.join(kitRoot, 'package.json'), 'utf8')) as Record<string, unknown>;
  const lock = JSON.parse(readFileSync(path.join(kitRoot, 'package-lock.json'), 'utf8')) as Lock;
  const dependencies = keep(pkg.dependencies as Deps, (name) => !INSTRUCTOR_ONLY.has(name));
  const devDependencies = keep(pkg.devDependencies as Deps, (name) => STUDENT_DEV.has(name));
  const student = {
    ...pkg,
    description: 'cardlab student kit',
    scripts: { typecheck: 'tsc --noEmit' },
    dependencies,
    devDependencies,
  };
  const reached = new Set<string>();
  const queue = Object.keys({ ...dependencies, ...devDependencies }).map((name) => resolve(lock, '', name));
  while (queue.length > 0) {
    const at = queue.pop();
    if (!at || reached.has(at)) continue;
    reached.add(at);
    const entry = lock.packages[at]!;
    const needs = { ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies };
    for (const name of Object.keys(needs)) queue.push(resolve(lock, at, name));
  }
  const root = lock.packages['']!;
  const packages: Record<string, LockEntry> = { '': { ...root, dependencies, devDependencies } };
  for (const [key, entry] of Object.entries(lock.packages)) if (reached.has(key)) packages[key] = entry;
  return {
    pkg: `${JSON.stringify(student, null, 2)}\n`,
    lock: `${JSON.stringify({ ...lock, packages }, null, 2)}\n`,
  };
}
