/**
 * `cardlab pack`: a student's stage folders in one zip, laid out as grading reads them (`<lab>/<NN-slug>/…`, with the
 * lab folders' own helpers, and the student's helpers in `shared/` beside the provided code). What goes in is decided
 * by the same copy grading makes (workingCopy.ts), with its bounds and refusals: a link, a file too big, a tree too
 * deep is left out of the zip and named, never dropped in silence.
 */
import {
  createWriteStream,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import type { Activity } from '../kit/activities.ts';
import { subjectFiles, submittedLabs } from './submission.ts';
import { copySubmission, type Refused, type Spent } from './workingCopy.ts';

export interface Packed {
  /** The files in the zip, as grading will see them (`elevens/01-card/Card.ts`). */
  files: string[];
  /** What grading would refuse, so the zip leaves it out: each with why. */
  refused: Refused[];
  /** Stages of the kit whose files to complete are not all there: graded as not handed in. */
  missing: { activity: Activity; files: string[] }[];
  bytes: number;
}

/** Every file under a folder, with forward slashes, sorted. */
function filesUnder(root: string, relative = ''): string[] {
  return readdirSync(path.join(root, relative))
    .sort()
    .flatMap((name) => {
      const child = relative ? `${relative}/${name}` : name;
      return statSync(path.join(root, child)).isDirectory() ? filesUnder(root, child) : [child];
    });
}

/** Zips the stages of `activities` found in `workDir` (the folder holding `<lab>/`) into `zipFile`. */
export async function packSubmission(workDir: string, activities: Activity[], zipFile: string): Promise<Packed> {
  const labs = submittedLabs(workDir, [...new Set(activities.map((activity) => activity.lab))]);
  const staging = mkdtempSync(path.join(os.tmpdir(), 'cardlab-pack-'));
  try {
    const refused: Refused[] = [];
    const spent: Spent = { files: 0, bytes: 0 };
    for (const lab of labs) {
      if (lstatSync(path.join(workDir, lab)).isSymbolicLink()) {
        refused.push({ path: lab, reason: 'is a symbolic link: pack the folder itself, not a link to it' });
        continue;
      }
      refused.push(...copySubmission(path.join(workDir, lab), path.join(staging, lab), { spent, shownAs: lab }));
    }
    // The student's own helpers beside the provided code (`shared/`, outside the lab folders): grading keeps what the
    // kit does not provide, and runs the kit's copy of what it does.
    const shared = path.join(workDir, 'shared');
    if (existsSync(shared) && lstatSync(shared).isDirectory())
      refused.push(...copySubmission(shared, path.join(staging, 'shared'), { spent, shownAs: 'shared' }));
    // A zip packed before into a stage folder is not handed in again inside the new one.
    const inside = path.relative(workDir, zipFile);
    if (!inside.startsWith('..') && !path.isAbsolute(inside)) rmSync(path.join(staging, inside), { force: true });
    const files = filesUnder(staging);
    const zip = new yazl.ZipFile();
    // Fixed times: the same work packs into the same zip, whenever it is packed.
    for (const file of files) zip.addFile(path.join(staging, file), file, { mtime: new Date(2000, 0, 1) });
    mkdirSync(path.dirname(zipFile), { recursive: true });
    // Written beside, then renamed: an unfinished zip is never left where the student would upload it from.
    const partial = `${zipFile}.partial`;
    const output = createWriteStream(partial);
    zip.outputStream.pipe(output);
    zip.end();
    await finished(output);
    renameSync(partial, zipFile);
    const missing = activities
      .map((activity) => ({ activity, files: subjectFiles(workDir, activity).missing }))
      .filter((entry) => entry.files.length > 0);
    return { files, refused, missing, bytes: statSync(zipFile).size };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
