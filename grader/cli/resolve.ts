import path from 'node:path';
import {
  ActivityNotFound,
  discoverActivities,
  idFromPath,
  selectActivities,
  type Activity,
} from '../src/kit/activities.ts';
import { submissionRoot } from '../src/intake/submission.ts';
import { forText } from '../src/report/inert.ts';
import { UsageError, type CliContext } from './context.ts';

/** The kit's activities, or those an id, a path or a lab name picks out; user mistakes become UsageErrors. */
export function activitiesFor(ctx: CliContext, wanted?: string, { quiet = false } = {}): Activity[] {
  const { activities, broken } = discoverActivities(ctx.kitRoot);
  const selected = wanted ? select(ctx, activities, wanted) : activities;
  // A broken manifest is the kit's problem, not the student's: say so, and go on with the activities that load.
  const lab = wanted ? idFromPath(wanted).split('/')[0] : undefined;
  for (const error of quiet ? [] : broken) {
    if (!lab || error.file.includes(`/${lab}/`))
      ctx.stderr.write(`cardlab: warning: ${forText(error.message, { lines: true })}\n`);
  }
  return selected;
}

/** Exactly one activity (check, watch, hint): a lab name or a path to a lab is a usage error that says so. */
export function oneActivity(ctx: CliContext, wanted: string, command: string): Activity {
  const selected = activitiesFor(ctx, wanted);
  if (selected.length !== 1) {
    throw new UsageError(`${command} takes one activity such as elevens/02, got "${wanted}", which is a whole lab`);
  }
  return selected[0]!;
}

function select(ctx: CliContext, activities: Activity[], wanted: string): Activity[] {
  try {
    return selectActivities(activities, wanted);
  } catch (error) {
    if (!(error instanceof ActivityNotFound)) throw error;
    // Typed inside the activities folder, a path names its stage from there (`02-deck/` in activities/elevens).
    const fromHere = path.relative(path.join(ctx.kitRoot, 'activities'), path.resolve(ctx.cwd, wanted));
    if (fromHere && !fromHere.startsWith('..') && !path.isAbsolute(fromHere) && fromHere !== idFromPath(wanted)) {
      try {
        return selectActivities(activities, fromHere);
      } catch {
        // The first error, about what was typed, is the one to show.
      }
    }
    throw new UsageError(error.message);
  }
}

/** A whole number option such as --games or --seed, with a message naming the option when it is not one. */
export function wholeNumber(option: string, value: string | undefined, { min = 0 } = {}): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < min) {
    throw new UsageError(
      `${option} must be a whole number${min > 0 ? ` of at least ${min}` : min === 0 ? ' (0 or more)' : ''}, got "${value}"`,
    );
  }
  return number;
}

/** The folder holding the student's stages: --dir, or the kit's own activities/. */
export function workDirFor(ctx: CliContext, dir: string | undefined): string {
  try {
    return submissionRoot(dir ? path.resolve(ctx.cwd, dir) : path.join(ctx.kitRoot, 'activities'));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
