// What grading will not take of a stage as the student has it, said by `check` and `list` before grading does:
// - a file the working copy refuses (too big, too deep, a link, unreadable), by workingCopy.ts's own rules, run
//   without copying anything;
// - in a student's kit, a file grading takes from the instructor's kit that the student changed: provided code, a
//   manifest, a visible test (providedFiles.ts). check runs their copy; grading never does.
// Either way check saw code that grading will not run, so the stage is not done while there is one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import type { KitPaths } from '../kit/kit.ts';
import { changedKitFiles } from '../kit/providedFiles.ts';
import { copySubmission } from '../intake/workingCopy.ts';
import { importsOf } from '../intake/assemble.ts';
import { studentTestFiles, subjectFiles } from '../intake/submission.ts';
import { resolveFile } from '../run/graph.ts';

/** A file of the student's that grading will not take as it is, and why, in a sentence for them. */
export interface NotGraded {
  /** Its path in the work folder (activities/), with forward slashes. */
  file: string;
  why: string;
}

/**
 * The files of the work folder the stage's code reaches (its files, the student's tests of it, its visible tests, and
 * what they import in turn, followed through relative imports), as paths of it, and its manifest: what grading
 * refusing, or taking from the kit, changes for this stage. A file nothing of the stage reaches (notes beside the
 * stages, another stage's work) costs it nothing, and is not told.
 */
function reachedBy(workDir: string, activity: Activity): string[] {
  const stage = path.join(workDir, activity.lab, activity.slug);
  const start = [
    ...Object.values(subjectFiles(workDir, activity).files),
    ...studentTestFiles(workDir, activity),
    ...activity.manifest.files.visibleTests.map((name) => path.join(stage, name)),
  ];
  const reached = new Set([path.join(stage, 'activity.json'), ...start]);
  for (const pending = [...start]; pending.length > 0;) {
    const file = pending.pop()!;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const specifier of importsOf(text).filter((name) => name.startsWith('.'))) {
      const wanted = path.resolve(path.dirname(file), specifier);
      const found = resolveFile(wanted) ?? wanted;
      if (reached.has(found) || path.relative(workDir, found).startsWith('..')) continue;
      reached.add(found);
      pending.push(found);
    }
  }
  return [...reached].map((file) => path.relative(workDir, file).split(path.sep).join('/'));
}

/** Whether `entry` (a file or a folder of the work folder) is, or holds, one of `reached`. */
const bearsOn = (entry: string, reached: string[]) =>
  reached.some((file) => file === entry || file.startsWith(`${entry}/`));

/** For each stage of the work folder `workDir`, what of it grading will not take as it is. */
export function notGradedIn(kit: KitPaths, workDir: string): (activity: Activity) => NotGraded[] {
  const refused = copySubmission(workDir, workDir, { dryRun: true });
  // The record is of the kit's own activities/: a folder checked elsewhere (`--dir`) is compared with nothing.
  const changed = path.resolve(workDir) === path.resolve(kit.activities) ? changedKitFiles(kit) : [];
  return (activity) => {
    const reached = reachedBy(workDir, activity);
    return [
      ...refused
        .filter((entry) => bearsOn(entry.path, reached))
        .map((entry) => ({ file: entry.path, why: `${entry.reason}: grading leaves it out` })),
      ...changed
        .filter((file) => bearsOn(file, reached))
        .map((file) => ({
          file,
          why: "differs from the kit as released: grading uses the kit's copy, never yours, so undo your change",
        })),
    ];
  };
}
