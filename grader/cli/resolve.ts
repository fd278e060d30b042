import { ActivityNotFound, discoverActivities, selectActivities, type Activity } from '../src/activities.ts';
import { submissionRoot, submittedLabs } from '../src/submission.ts';
import { UsageError, type CliContext } from './context.ts';

/** The kit's activities, or those an id or lab name picks out; user mistakes become UsageErrors. */
export function activitiesFor(ctx: CliContext, wanted?: string, { quiet = false } = {}): Activity[] {
  const { activities, broken } = discoverActivities(ctx.kitRoot);
  const selected = wanted ? select(activities, wanted) : activities;
  // A broken manifest is the kit's problem, not the student's: say so, and go on with the activities that load.
  for (const error of quiet ? [] : broken) {
    if (!wanted || error.file.includes(`/${wanted.split('/')[0]}/`)) ctx.stderr.write(`cardlab: warning: ${error.message}\n`);
  }
  return selected;
}

function select(activities: Activity[], wanted: string): Activity[] {
  try {
    return selectActivities(activities, wanted);
  } catch (error) {
    if (error instanceof ActivityNotFound) throw new UsageError(error.message);
    throw error;
  }
}

/** A whole number option such as --games or --seed, with a message naming the option when it is not one. */
export function wholeNumber(option: string, value: string | undefined, { min = 0 } = {}): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(number) || number < min) {
    throw new UsageError(`${option} must be a whole number${min > 0 ? ` of at least ${min}` : min === 0 ? ' (0 or more)' : ''}, got "${value}"`);
  }
  return number;
}

/** Without --activity, a submission is graded for the labs it has folders for (all labs if it has none). */
export function onlySubmittedLabs(activities: Activity[], dir: string): Activity[] {
  let labs: string[];
  try {
    labs = submittedLabs(submissionRoot(dir), [...new Set(activities.map((a) => a.lab))]);
  } catch {
    return activities;
  }
  return labs.length === 0 ? activities : activities.filter((a) => labs.includes(a.lab));
}
