import { chmodSync, copyFileSync, lstatSync, mkdirSync, readdirSync, readlinkSync, rmSync, type Stats } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** Something of a submission that grading refused, and why (a symbolic link, a folder too deep, a file too big…). */
export interface Refused {
  /** The path inside the submission, with forward slashes. */
  path: string;
  reason: string;
}

// Bounds on what one submission may hold: well beyond any honest one, well within what grading can afford.
export const LIMITS = { depth: 12, files: 2_000, fileBytes: 1_000_000, totalBytes: 20_000_000 };
const SKIPPED = new Set(['node_modules', '.git', '.cardlab']);

/**
 * Copies a submission for grading, entry by entry and never following a link: only folders and regular files are
 * copied. A symbolic link (absolute, relative, through /proc…) is refused and named, whatever it points to, so
 * graded code can neither read the machine's files through it nor write back into the original. So are folders
 * nested too deep, and files past the size bounds. The copy's folders are the grader's own (mode 0700).
 */
export function copySubmission(root: string, dest: string): Refused[] {
  const refused: Refused[] = [];
  let files = 0;
  let bytes = 0;
  // Depth-first with an explicit stack: a 2,000-deep tree must not overflow the grader's stack.
  const stack: { from: string; to: string; shown: string; depth: number }[] = [
    { from: root, to: dest, shown: '', depth: 0 },
  ];
  mkdirSync(dest, { recursive: true, mode: 0o700 });
  while (stack.length > 0) {
    const { from, to, shown, depth } = stack.pop()!;
    let names: string[];
    try {
      names = readdirSync(from).sort();
    } catch (error) {
      refused.push({
        path: shown || '.',
        reason: `could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      });
      continue;
    }
    for (const name of names) {
      if (SKIPPED.has(name)) continue;
      const source = path.join(from, name);
      const shownPath = shown ? `${shown}/${name}` : name;
      let stats: Stats;
      try {
        stats = lstatSync(source);
      } catch {
        continue;
      }
      if (stats.isSymbolicLink()) {
        refused.push({
          path: shownPath,
          reason: `is a symbolic link (to ${safeTarget(source)}): submit the file itself`,
        });
      } else if (stats.isDirectory()) {
        if (depth + 1 > LIMITS.depth)
          refused.push({ path: shownPath, reason: `is nested more than ${LIMITS.depth} folders deep` });
        else {
          mkdirSync(path.join(to, name), { mode: 0o700 });
          stack.push({ from: source, to: path.join(to, name), shown: shownPath, depth: depth + 1 });
        }
      } else if (!stats.isFile()) {
        refused.push({ path: shownPath, reason: 'is not a regular file' });
      } else if (stats.size > LIMITS.fileBytes) {
        refused.push({ path: shownPath, reason: `is larger than ${LIMITS.fileBytes / 1_000_000} MB` });
      } else if (files + 1 > LIMITS.files || bytes + stats.size > LIMITS.totalBytes) {
        refused.push({
          path: shownPath,
          reason: `is past the submission's bounds (${LIMITS.files} files, ${LIMITS.totalBytes / 1_000_000} MB)`,
        });
      } else {
        files++;
        bytes += stats.size;
        copyFileSync(source, path.join(to, name));
        chmodSync(path.join(to, name), 0o600);
      }
    }
  }
  return refused;
}

function safeTarget(link: string): string {
  try {
    const target = readlinkSync(link);
    return target.length > 120 ? `${target.slice(0, 120)}…` : target;
  } catch {
    return 'somewhere';
  }
}

/**
 * Grading works on a fresh copy inside the kit (under .cardlab/work), so the original is never touched and every
 * file is where the test runner transforms it like the kit's own. Returns the copy, what was refused, and a
 * function that removes the copy.
 */
export function workingCopy(root: string, kitRoot: string): { dir: string; refused: Refused[]; remove: () => void } {
  const work = path.join(kitRoot, '.cardlab', 'work');
  mkdirSync(work, { recursive: true, mode: 0o700 });
  const dir = path.join(work, `${process.pid}-${randomBytes(6).toString('hex')}`);
  const refused = copySubmission(root, dir);
  return { dir, refused, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
