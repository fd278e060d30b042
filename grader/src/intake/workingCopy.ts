import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readlinkSync,
  rmSync,
  type Stats,
} from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** Something of a submission that grading refused, and why (a symbolic link, a folder too deep, a file too big…). */
export interface Refused {
  /** The path inside the submission, with forward slashes. */
  path: string;
  reason: string;
}

/**
 * The refusals that concern one activity: inside its stage folder, the stage folder itself, or a folder above it (a
 * lab folder that is a link costs each activity of that lab, and each names it).
 */
export function refusedFor(refused: Refused[], activityId: string): Refused[] {
  return refused.filter(
    (entry) =>
      activityId === entry.path || activityId.startsWith(`${entry.path}/`) || entry.path.startsWith(`${activityId}/`),
  );
}

// Bounds on what one submission may hold: well beyond any honest one, well within what grading can afford.
// `zips` is how deep zips may be nested in zips (the upload's own zip is the first).
export const LIMITS = { depth: 12, files: 2_000, fileBytes: 1_000_000, totalBytes: 20_000_000, zips: 3 };
/**
 * Names that are never part of a submission, at any depth, whichever way it came (a folder, a zip: unzip.ts reads
 * this too, so both leave out the same entries): packages, version control, the kit's own state, and what zip tools
 * and file managers add.
 */
export const NOT_SUBMITTED = new Set(['node_modules', '.git', '.cardlab', '__MACOSX', '.DS_Store']);

/** What copies of one submission have taken so far: shared by several copies that make up one submission. */
export interface Spent {
  files: number;
  bytes: number;
}

export interface CopyOptions {
  /** Shared with other copies of the same submission, so that the bounds hold for all of them together. */
  spent?: Spent;
  /** Where `root` is inside the submission (`elevens`), for the paths the refusals name. */
  shownAs?: string;
  /**
   * Only say what would be refused, copying nothing (`dest` is not touched): `check` and `list` tell a student what
   * grading will refuse of their files, by the same rules.
   */
  dryRun?: boolean;
}

/**
 * A submission's mode bits do not decide what is graded, as a zip's do not (unzip.ts): root reads a file whose mode
 * lets no one read it, and a grader of another user, the file's owner, had refused it (a stage of 15/15 graded 11/15
 * there). Such an entry of the grader's own is made readable for the copy, and its mode put back once the copy is
 * done (`restore`). An entry of another user that the grader may not read is still refused by name.
 */
function ownerReadable(entry: string, stats: Stats, bits: number, restore: (() => void)[]): void {
  const uid = process.getuid?.();
  if (uid === undefined || uid === 0 || stats.uid !== uid || (stats.mode & bits) === bits) return;
  try {
    chmodSync(entry, (stats.mode | bits) & 0o7777);
    restore.push(() => chmodSync(entry, stats.mode & 0o7777));
  } catch {
    // Left as it is: reading it then fails, and it is refused by name.
  }
}

/**
 * Copies a submission for grading, entry by entry and never following a link: only folders and regular files are
 * copied. A symbolic link (absolute, relative, dangling, looping, through /proc…) is refused and named, whatever it
 * points to, so graded code can neither read the machine's files through it nor write back into the original. So
 * are folders nested too deep, files past the size bounds, and a file already in `dest` (an upload that gives it
 * twice: the first is kept). The copy's folders are the grader's own (mode 0700).
 */
export function copySubmission(root: string, dest: string, options: CopyOptions = {}): Refused[] {
  const restore: (() => void)[] = [];
  try {
    return copyTree(root, dest, options, restore);
  } finally {
    for (const put of restore.reverse()) {
      try {
        put();
      } catch {
        // The upload went meanwhile: nothing to put back.
      }
    }
  }
}

function copyTree(
  root: string,
  dest: string,
  { spent = { files: 0, bytes: 0 }, shownAs = '', dryRun = false }: CopyOptions,
  restore: (() => void)[],
): Refused[] {
  const refused: Refused[] = [];
  // Depth-first with an explicit stack: a 2,000-deep tree must not overflow the grader's stack.
  const stack: { from: string; to: string; shown: string; depth: number }[] = [
    { from: root, to: dest, shown: shownAs, depth: shownAs ? shownAs.split('/').length : 0 },
  ];
  if (!dryRun) mkdirSync(dest, { recursive: true, mode: 0o700 });
  while (stack.length > 0) {
    const { from, to, shown, depth } = stack.pop()!;
    let names: string[];
    try {
      ownerReadable(from, lstatSync(from), 0o500, restore);
      names = readdirSync(from).sort();
    } catch (error) {
      refused.push({
        path: shown || '.',
        reason: `could not be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      });
      continue;
    }
    for (const name of names) {
      if (NOT_SUBMITTED.has(name)) continue;
      const source = path.join(from, name);
      const target = path.join(to, name);
      const shownPath = shown ? `${shown}/${name}` : name;
      let stats: Stats;
      try {
        stats = lstatSync(source);
      } catch {
        continue;
      }
      const already = !dryRun && existsSync(target);
      if (stats.isSymbolicLink()) {
        refused.push({
          path: shownPath,
          reason: `is a symbolic link (to ${safeTarget(source)}): submit the file or folder itself, not a link to it`,
        });
      } else if (already && !(stats.isDirectory() && lstatSync(target).isDirectory())) {
        refused.push({ path: shownPath, reason: 'is in the upload twice: the first one was graded' });
      } else if (stats.isDirectory()) {
        if (depth + 1 > LIMITS.depth)
          refused.push({ path: shownPath, reason: `is nested more than ${LIMITS.depth} folders deep` });
        else {
          if (!already && !dryRun) mkdirSync(target, { mode: 0o700 });
          stack.push({ from: source, to: target, shown: shownPath, depth: depth + 1 });
        }
      } else if (!stats.isFile()) {
        refused.push({ path: shownPath, reason: 'is not a regular file' });
      } else if (stats.size > LIMITS.fileBytes) {
        refused.push({ path: shownPath, reason: `is larger than ${LIMITS.fileBytes / 1_000_000} MB` });
      } else if (spent.files + 1 > LIMITS.files || spent.bytes + stats.size > LIMITS.totalBytes) {
        refused.push({
          path: shownPath,
          reason: `is past the submission's bounds (${LIMITS.files} files, ${LIMITS.totalBytes / 1_000_000} MB)`,
        });
      } else {
        // A file the grader may not read (a zip's or a student's mode bits, a grader that is not root) is refused,
        // named, as any other: it costs what needs it, never the whole submission.
        try {
          ownerReadable(source, stats, 0o400, restore);
          if (dryRun) closeSync(openSync(source, 'r'));
          else {
            copyFileSync(source, target);
            chmodSync(target, 0o600);
          }
        } catch (error) {
          refused.push({ path: shownPath, reason: `could not be read (${(error as NodeJS.ErrnoException).code})` });
          continue;
        }
        spent.files++;
        spent.bytes += stats.size;
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
