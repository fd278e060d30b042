// What grading will not take of a stage as the student has it, said by `check` and `list` before grading does:
// - a file the working copy refuses (too big, too deep, a link, unreadable), by workingCopy.ts's own rules, run
//   without copying anything;
// - in a student's kit, a file grading takes from the instructor's kit that the student changed: provided code, a
//   manifest, a visible test (providedFiles.ts). check runs their copy; grading never does.
// Either way check saw code that grading will not run, so the stage is not done while there is one.
import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import type { KitPaths } from '../kit/kit.ts';
import { changedKitFiles } from '../kit/providedFiles.ts';
import { copySubmission } from '../intake/workingCopy.ts';

/** A file of the student's that grading will not take as it is, and why, in a sentence for them. */
export interface NotGraded {
  /** Its path in the work folder (activities/), with forward slashes. */
  file: string;
  why: string;
}

const STAGE = /^\d{2}-/;

/** Whether a path of activities/ bears on `activity`: in its stage folder, or code of its lab's or every lab's. */
function bearsOn(relative: string, activity: Activity): boolean {
  const [first, second] = relative.split('/');
  if (first === 'shared') return true;
  return first === activity.lab && (second === activity.slug || !STAGE.test(second ?? ''));
}

/** For each stage of the work folder `workDir`, what of it grading will not take as it is. */
export function notGradedIn(kit: KitPaths, workDir: string): (activity: Activity) => NotGraded[] {
  const refused = copySubmission(workDir, workDir, { dryRun: true });
  // The record is of the kit's own activities/: a folder checked elsewhere (`--dir`) is compared with nothing.
  const changed = path.resolve(workDir) === path.resolve(kit.activities) ? changedKitFiles(kit) : [];
  return (activity) => [
    ...refused
      .filter((entry) => bearsOn(entry.path, activity))
      .map((entry) => ({ file: entry.path, why: `${entry.reason}: grading leaves it out` })),
    ...changed
      .filter((file) => bearsOn(file, activity))
      .map((file) => ({
        file,
        why: "differs from the kit as released: grading uses the kit's copy, never yours, so undo your change",
      })),
  ];
}
