import { existsSync, lstatSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';
import type { Activity } from '../kit/activities.ts';

/** What is at `file` itself, never through a link (undefined when there is nothing there). */
function entryAt(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

/**
 * A submission is a folder shaped like activities/ (`<lab>/<NN-slug>/<files>`), or a folder that holds one
 * (a student's copy of the kit). Returns the folder whose children are the labs. The folder given is the grader's
 * choice and may be reached through a link; nothing inside it is followed (an `activities` that is a link is not
 * entered, and the working copy refuses it by name).
 */
export function submissionRoot(dir: string): string {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new Error(
      `${dir} is not a folder: give the folder of a submission (it holds elevens/01-card/… or activities/elevens/01-card/…)`,
    );
  }
  const nested = path.join(dir, 'activities');
  return entryAt(nested)?.isDirectory() ? nested : dir;
}

/**
 * The labs a submission has work for: its `<lab>/` folders that name a lab of the kit, and its links of such a name
 * (dangling or not): the student meant that lab, so its activities are graded and each says the link was refused.
 */
export function submittedLabs(root: string, labs: string[]): string[] {
  return labs.filter((lab) => {
    const entry = entryAt(path.join(root, lab));
    return entry !== undefined && (entry.isDirectory() || entry.isSymbolicLink());
  });
}

export function submittedFile(root: string, activity: Activity, file: string): string {
  return path.join(root, activity.lab, activity.slug, file);
}

/** The subject files of an activity in a submission, and the ones that are missing. */
export function subjectFiles(root: string, activity: Activity): { files: Record<string, string>; missing: string[] } {
  const files: Record<string, string> = {};
  const missing: string[] = [];
  for (const name of activity.manifest.files.subject) {
    const file = submittedFile(root, activity, name);
    files[name] = file;
    if (!existsSync(file)) missing.push(name);
  }
  return { files, missing };
}

/** The student's own test files that exist in the submission. */
export function studentTestFiles(root: string, activity: Activity): string[] {
  return activity.manifest.files.studentTests
    .map((name) => submittedFile(root, activity, name))
    .filter((file) => existsSync(file));
}
