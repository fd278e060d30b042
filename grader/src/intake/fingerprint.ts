import { createHash, randomBytes, type Hash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { kitPaths } from '../kit/kit.ts';
import { kitVersion } from '../kit/version.ts';
import { LIMITS } from './workingCopy.ts';

/** Adds every file under `dir` (relative paths and contents, in name order) to `hash`. */
function addKitTree(hash: Hash, root: string, dir: string): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    if (name === 'node_modules' || name === '.cardlab') continue;
    const file = path.join(dir, name);
    if (lstatSync(file).isDirectory()) addKitTree(hash, root, file);
    else hash.update(`${path.relative(root, file)}\n`).update(readFileSync(file));
  }
}

const kitDigests = new Map<string, string>();

/**
 * What in the kit a grade of these labs depends on: the kit's version, the labs' stubs, references, buggy
 * implementations, hidden suites and fixtures, the provided code, the engine, the compiler settings and the locked
 * packages, and the Node
 * version that runs it (`node`: the running one): the worker keeps graded code to Node 20's language on every Node
 * (run/worker/oldestLanguage.ts), but what else differs between versions is not ruled out, so a report made under
 * another Node is graded again. A report made before any of these changed is not up to date, whatever its date.
 */
export function kitFingerprint(kitRoot: string, labs: string[], node: string = process.versions.node): string {
  const key = `${kitRoot}\0${[...labs].sort().join(',')}\0${node}`;
  const known = kitDigests.get(key);
  if (known) return known;
  const kit = kitPaths(kitRoot);
  const hash = createHash('sha256').update(`cardlab ${kitVersion(kitRoot)}\nnode ${node}\n`);
  const dirs = [
    path.join(kit.activities, 'shared'),
    path.join(kitRoot, 'grader', 'src'),
    path.join(kitRoot, 'package-lock.json'),
    // The compiler settings of the type check and of the emit (analysis/typecheck.ts, run/compile.ts).
    path.join(kitRoot, 'tsconfig.json'),
    path.join(kit.activities, 'tsconfig.json'),
  ];
  for (const lab of [...labs].sort()) {
    for (const dir of [kit.activities, kit.solutions, kit.buggy, kit.wheats, kit.suites, kit.fixtures])
      dirs.push(path.join(dir, lab));
  }
  for (const dir of dirs) {
    if (existsSync(dir) && !lstatSync(dir).isDirectory())
      hash.update(`${path.relative(kitRoot, dir)}\n`).update(readFileSync(dir));
    else addKitTree(hash, kitRoot, dir);
  }
  const digest = hash.digest('hex');
  kitDigests.set(key, digest);
  return digest;
}

/**
 * What a report was made from: every entry of the submission (a folder or a zip: paths, contents, link targets,
 * never followed, within the same bounds as the working copy), the kit (kitFingerprint) and the activities graded.
 * `grade-all` keeps a report only when this matches, so neither an old report, one of another scope, nor a planted
 * one with a future date passes for a grade. A submission the walk cannot read whole (past its bound on files, or
 * deeper than the working copy goes) gets a fingerprint that matches nothing: it is graded again every time.
 */
export function submissionFingerprint(dir: string, kit: string, activityIds: string[]): string {
  const hash = createHash('sha256').update(`kit ${kit}\n${activityIds.join(',')}\n`);
  let files = 0;
  const stack: { at: string; shown: string; depth: number }[] = [{ at: dir, shown: '', depth: 0 }];
  while (stack.length > 0) {
    // The walk is bounded (a fingerprint must not cost more than a grade), and what it leaves unread could change
    // unseen: a fingerprint of part of a submission would keep a stale report.
    if (files >= LIMITS.files * 2) return matchingNothing();
    const { at, shown, depth } = stack.pop()!;
    let stats;
    try {
      stats = lstatSync(at);
    } catch {
      continue;
    }
    if (stats.isSymbolicLink()) hash.update(`link ${shown} ${readlinkSync(at)}\n`);
    else if (stats.isFile()) {
      files++;
      hash.update(`file ${shown} ${stats.size}\n`);
      // A zip is graded whole, whatever its size: its content decides.
      hash.update(stats.size <= LIMITS.fileBytes || at.endsWith('.zip') ? readFileSync(at) : `${stats.mtimeMs}`);
    } else if (stats.isDirectory()) {
      if (depth > LIMITS.depth) return matchingNothing();
      for (const name of readdirSync(at).sort().reverse()) {
        if (name !== 'node_modules' && name !== '.git')
          stack.push({ at: path.join(at, name), shown: `${shown}/${name}`, depth: depth + 1 });
      }
    }
  }
  return hash.digest('hex');
}

/**
 * A fingerprint no report has: made of random bytes, never the same twice, so a report stamped with it is never kept
 * as up to date (it has the form of any other: the report's schema checks it).
 */
function matchingNothing(): string {
  return createHash('sha256').update(randomBytes(32)).digest('hex');
}
