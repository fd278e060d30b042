// A stage whose static analysis could not finish, as `check` and `list` say it: in grading's words (ungradable.ts).
import type { Activity } from '../kit/activities.ts';
import { describeLoadError } from './activityGrade.ts';
import type { NotGraded } from './notGraded.ts';
import { failureHint } from './ungradable.ts';

/** Whether `error` is one a submission causes, which the student can fix (ungradable.ts knows them). */
export function causedBySubmission(error: unknown): boolean {
  return failureHint(error instanceof Error ? error.message : String(error)) !== undefined;
}

/**
 * A stage whose analysis (the type check, the rules, the API) failed with `error` for something of its files (stopped
 * for its computing, out of memory, nested past the stack): grading's type check of the stage may fail the same way,
 * and then scores it 0, so it is said in grading's words, and the stage is not done. Any other failure is the
 * grader's own, and is thrown as it was.
 */
export function couldNotFinish(
  activity: Pick<Activity, 'id'>,
  error: unknown,
  workDir: string,
  kitRoot: string,
): NotGraded {
  const message = error instanceof Error ? error.message : String(error);
  const hint = failureHint(message);
  if (hint === undefined) throw error;
  return {
    file: activity.id,
    why:
      `may not be graded: its type check could not finish: ${describeLoadError(message, workDir, kitRoot)} ` +
      `(${hint}); grading stops its own the same way, and the stage then scores 0`,
  };
}
