import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import { extractZip, shown, type Allowance } from './unzip.ts';
import { copySubmission, LIMITS, type Spent } from './workingCopy.ts';

/** An upload laid out for grading (`<lab>/<NN-stage>/<files>`), and what was done to get there. */
export interface Intake {
  dir: string;
  /** For the student: files placed, left out or not understood, each in a sentence; empty for an upload in layout. */
  notes: string[];
  remove: () => void;
}

/**
 * The upload is neither a folder nor a zip: nothing is there (a misspelt path), or a file such as `Card.ts` or
 * `notes.txt`. Either is a mistake in the command, said as such (`grade` exits 2), never graded as a submission.
 * A zip that cannot be unpacked is a submission, and its report says why.
 */
export class NotAnUpload extends Error {
  constructor(upload: string) {
    const what = existsSync(upload) ? 'is a file, not a folder or a zip' : 'is not a folder';
    super(`${upload} ${what}: give the folder of a submission (it holds elevens/01-card/…), or its zip`);
    this.name = 'NotAnUpload';
  }
}

const STAGE = /^\d{2}-[a-z0-9-]+$/;
// Files a student's computer or editor adds; nothing to grade and nothing to mention.
const IGNORED = /^(\.|__MACOSX$|node_modules$|Thumbs\.db$|desktop\.ini$)/i;
// Wrappers a zip or a drag may add around the stage folders (my-work/elevens/…, cardlab-main/activities/…): as many
// as a submission may be deep, so that a folder and a zip made of it (`zip -r work.zip work`, one wrapper more) are
// both followed to where their stage folders start.
const MAX_WRAPPERS = LIMITS.depth;

/** How to lay out an upload for the activities being graded: shown whenever an upload cannot be understood. */
export function layoutHelp(activities: Activity[]): string {
  const shown = activities
    .slice(0, 4)
    .flatMap((activity) =>
      [...activity.manifest.files.subject, ...activity.manifest.files.studentTests].map(
        (file) => `  ${activity.id}/${file}`,
      ),
    );
  const more = activities.length > 4 ? ['  …'] : [];
  return [
    'Upload your stage folders (or one zip of them) laid out like this:',
    ...shown,
    ...more,
    "or drag in the files themselves (such as Card.ts) when each file's name belongs to one stage only.",
  ].join('\n');
}

/** Whether `dir` holds a lab folder, or a link of a lab's name (never followed: the working copy refuses it). */
function isLayout(dir: string, labs: Set<string>): boolean {
  return readdirSync(dir).some((name) => {
    const entry = lstatSync(path.join(dir, name));
    return labs.has(name) && (entry.isDirectory() || entry.isSymbolicLink());
  });
}

/**
 * Whether a folder (an upload, or what its zip held) is graded as it is: it holds a lab folder or `activities/`. One
 * rule for both, so that a zip grades as the folder it was made from; what lies beside the lab folders is not graded
 * (strays), a zip there included (a backup, or the zip `pack` made, must not stand in for the folders' own files).
 */
function inLayout(dir: string, labs: Set<string>): boolean {
  return isLayout(dir, labs) || readdirSync(dir).includes('activities');
}

/**
 * What a folder graded as it is holds beside its lab folders that looks like work (a stage folder, a `.ts` file, a
 * zip): not graded, and said so, with the layout to upload once after. (A copy of the kit, graded through its
 * `activities/`, has its own files beside that folder, and nothing is said of them.)
 */
function strays(dir: string, labs: Set<string>, activities: Activity[]): string[] {
  if (!isLayout(dir, labs)) return [];
  const stray = readdirSync(dir)
    .sort()
    .filter((name) => !IGNORED.test(name) && (STAGE.test(name) || /\.(ts|zip)$/i.test(name)));
  const notes = stray.map((name) =>
    name.toLowerCase().endsWith('.zip')
      ? `${name} is beside the lab folders; it was not unpacked: hand in the folders or one zip of them, not both.`
      : `${name} is beside the lab folders, not in one; it was not graded.`,
  );
  return notes.length > 0 ? [...notes, layoutHelp(activities)] : [];
}

/** Where an upload's stage folders start: through `activities/` and through single wrapper folders. */
function findRoot(dir: string, labs: Set<string>): string {
  let root = dir;
  for (let k = 0; k <= MAX_WRAPPERS; k++) {
    if (existsSync(path.join(root, 'activities')) && lstatSync(path.join(root, 'activities')).isDirectory()) {
      return path.join(root, 'activities');
    }
    const names = readdirSync(root).filter((name) => !IGNORED.test(name));
    if (isLayout(root, labs) || names.length !== 1) return root;
    const only = path.join(root, names[0]!);
    if (!lstatSync(only).isDirectory() || STAGE.test(names[0]!)) return root;
    root = only;
  }
  return root;
}

/**
 * Lays out an upload as students make them: a folder in the kit's layout (returned as it is); a zip of one; stage
 * folders without their lab folder (`01-card/`); loose files dragged in (`Card.ts`, `CardTester.test.ts`), each
 * placed in the one stage of the graded activities whose file it is. A name that fits several stages, or none, is
 * left out with a note that shows the layout to upload. Nothing is ever followed through a link, and zips (nested
 * ones too) are unpacked within one allowance for the whole upload, in the intake's own folder, removed by `remove`.
 */
export async function intake(upload: string, activities: Activity[]): Promise<Intake> {
  const labs = new Set(activities.map((activity) => activity.lab));
  const isZip = existsSync(upload) && lstatSync(upload).isFile() && upload.toLowerCase().endsWith('.zip');
  if (!isZip && !(existsSync(upload) && statSync(upload).isDirectory())) throw new NotAnUpload(upload);
  // A folder in layout, through its wrappers and `activities/`, is graded as it is: the same rule as for a zip's.
  const laidOut = !isZip ? findRoot(upload, labs) : undefined;
  if (laidOut && inLayout(laidOut, labs))
    return { dir: laidOut, notes: strays(laidOut, labs, activities), remove: () => {} };
  const work = mkdtempSync(path.join(os.tmpdir(), 'cardlab-intake-'));
  const remove = () => rmSync(work, { recursive: true, force: true });
  try {
    const out = path.join(work, 'submission');
    mkdirSync(out);
    const laying: Laying = {
      activities,
      labs,
      notes: [],
      work,
      out,
      unpacked: UNPACKED(),
      copied: { files: 0, bytes: 0 },
      zipsLeftOut: [],
      unplaced: false,
    };
    const unpacked = isZip ? await unpackZip(laying, upload, 1) : undefined;
    const { notes, zipsLeftOut } = laying;
    // A zip of a folder in layout (wrapped or not) is graded as that folder is: as it is, with the same bounds
    // applied to it then.
    const root = unpacked ? findRoot(unpacked, labs) : laidOut;
    if (unpacked && root && inLayout(root, labs))
      return { dir: root, notes: [...notes, ...strays(root, labs, activities)], remove };
    if (root) await place(laying, root, unpacked ? 1 : 0);
    if (zipsLeftOut.length > 0) notes.push(zipsNotUnpacked(zipsLeftOut));
    // The layout to upload is shown once, after every note on what was not understood, however many there were.
    if (readdirSync(out).length === 0) notes.push(`Nothing in this upload could be graded.\n${layoutHelp(activities)}`);
    else if (laying.unplaced) notes.push(layoutHelp(activities));
    return { dir: out, notes, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

/** One upload being laid out: where it goes, what was said, and what its zips and copies may still take. */
interface Laying {
  activities: Activity[];
  labs: Set<string>;
  notes: string[];
  /** The intake's own temporary folder, removed as a whole. */
  work: string;
  out: string;
  /** Everything unpacked from the upload's zips, nested ones included, in all. */
  unpacked: Allowance;
  /** Everything copied into the layout, in all. */
  copied: Spent;
  /** Zips not unpacked once the allowance was spent, or nested too deep. */
  zipsLeftOut: string[];
  /** Something was left out for not fitting the layout: the notes end with the layout to upload. */
  unplaced: boolean;
}

function zipsNotUnpacked(zips: string[]): string {
  const shown = zips.slice(0, 5).join(', ') + (zips.length > 5 ? ` and ${zips.length - 5} more` : '');
  return (
    `${shown} ${zips.length === 1 ? 'was' : 'were'} not unpacked: zips may be nested ${LIMITS.zips} deep, and ` +
    `everything unpacked from one submission is bounded (${LIMITS.files} files, ${LIMITS.totalBytes / 1_000_000} MB ` +
    'in all); upload your stage folders in one zip'
  );
}

/**
 * What the zips of one upload may unpack in all. Only the totals bound it here (and a depth past any layout's, its
 * wrappers and file name included): what one file may be, and how deep it may sit, is decided when the files are
 * copied (workingCopy.ts), by the same rules as for a folder, so a zip is graded as the folder it was made from.
 */
const UNPACKED = (): Allowance => ({
  files: LIMITS.files,
  totalBytes: LIMITS.totalBytes,
  fileBytes: LIMITS.totalBytes,
  depth: LIMITS.depth + MAX_WRAPPERS + 2,
  spent: { files: 0, bytes: 0 },
});

/** Unpacks one zip of the upload (`depth` zips deep) into the intake's folder: where, or undefined if left out. */
async function unpackZip(laying: Laying, zip: string, depth: number): Promise<string | undefined> {
  // The zip's maker chose its name (a zip inside a zip): it is shown as the names in it are.
  const name = shown(path.basename(zip));
  if (depth > LIMITS.zips || laying.unpacked.exhausted) {
    laying.zipsLeftOut.push(name);
    return undefined;
  }
  const dir = mkdtempSync(path.join(laying.work, 'zip-'));
  try {
    const { skipped } = await extractZip(zip, dir, laying.unpacked);
    for (const reason of skipped) laying.notes.push(`${name}: ${reason}`);
  } catch (error) {
    throw new Error(`${name} could not be unpacked: ${(error as Error).message}`);
  }
  return dir;
}

/** Unpacks one zip found in the upload (`depth` zips deep), and places what it holds. */
async function placeZip(laying: Laying, zip: string, depth: number): Promise<void> {
  const dir = await unpackZip(laying, zip, depth);
  if (dir) await place(laying, findRoot(dir, laying.labs), depth);
}

/** Places the entries of `root` (an upload folder, or what a zip `depth` deep held) in the layout. */
async function place(laying: Laying, root: string, depth: number): Promise<void> {
  const { activities, labs, notes, out } = laying;
  const copyFolder = (from: string, shownAs: string) => {
    for (const refused of copySubmission(from, path.join(out, shownAs), { spent: laying.copied, shownAs }))
      notes.push(`${refused.path} ${refused.reason}; it was not graded`);
  };
  for (const name of readdirSync(root).sort()) {
    if (IGNORED.test(name)) continue;
    const from = path.join(root, name);
    const stats = lstatSync(from);
    if (stats.isSymbolicLink())
      notes.push(`${name} is a symbolic link: upload the file or folder itself, not a link to it; it was not graded`);
    else if (stats.isDirectory() && labs.has(name)) copyFolder(from, name);
    else if (stats.isDirectory() && STAGE.test(name)) {
      const found = activities.filter((activity) => activity.slug === name);
      if (found.length === 1) copyFolder(from, `${found[0]!.lab}/${name}`);
      else notes.push(unplaced(laying, `the folder ${name}/`, found));
    } else if (stats.isFile() && name.toLowerCase().endsWith('.zip')) await placeZip(laying, from, depth + 1);
    else if (stats.isFile() && name.endsWith('.ts')) placeFile(laying, from, stats.size);
  }
}

/** A loose file dragged in (`Card.ts`), placed in the one stage of the graded activities whose file it is. */
function placeFile(laying: Laying, from: string, size: number): void {
  const { activities, notes, out, copied } = laying;
  const name = path.basename(from);
  const found = activities.filter((a) =>
    [...a.manifest.files.subject, ...a.manifest.files.studentTests].includes(name),
  );
  const dest = found.length === 1 ? path.join(out, found[0]!.lab, found[0]!.slug, name) : '';
  if (found.length !== 1) notes.push(unplaced(laying, name, found));
  else if (size > LIMITS.fileBytes)
    notes.push(`${name} is larger than ${LIMITS.fileBytes / 1_000_000} MB; it was not graded`);
  else if (existsSync(dest)) notes.push(`${name} is in the upload twice: the first one was graded`);
  else if (copied.files + 1 > LIMITS.files || copied.bytes + size > LIMITS.totalBytes)
    notes.push(
      `${name} is past the submission's bounds (${LIMITS.files} files, ${LIMITS.totalBytes / 1_000_000} MB); it was not graded`,
    );
  else {
    copied.files++;
    copied.bytes += size;
    mkdirSync(path.dirname(dest), { recursive: true });
    try {
      copyFileSync(from, dest);
    } catch (error) {
      notes.push(`${name} could not be read (${(error as NodeJS.ErrnoException).code}); it was not graded`);
      return;
    }
    notes.push(`${name} was graded as ${found[0]!.id}/${name}`);
  }
}
/** Why something of the upload was left out; the layout to upload follows all such notes, once (intake). */
function unplaced(laying: Laying, what: string, found: Activity[]): string {
  const { activities } = laying;
  laying.unplaced = true;
  const why =
    found.length > 1
      ? `${what} could belong to ${found.map((a) => a.id).join(' or ')}: put it in its stage folder`
      : `${what} is not a file of ${activities.length === 1 ? activities[0]!.id : 'the stages graded here'}`;
  return `${why}; it was not graded.`;
}
