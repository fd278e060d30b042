// An activity that could not be graded on its own (grade.ts grades each alone once grading them together failed): a
// file of the submission that a step of grading could not take (the compiler or the coverage ran out of stack on it,
// a folder stands where a file belongs, the type checker ran out of memory). It scores nothing, of its full maximum,
// and says why, so that the rest of the submission is graded as it would have been.
import type { Activity } from '../kit/activities.ts';
import type { KitPaths } from '../kit/kit.ts';
import { outcomeOf } from '../plan/keys.ts';
import { runTestsKnowingReference } from '../plan/referenceRuns.ts';
import { stagePlan } from '../plan/stage.ts';
import { handsInStage } from '../intake/submission.ts';
import { describeLoadError, planActivity } from './activityGrade.ts';
import type { ActivityResult, HiddenTestResult } from './result.ts';
import { scoreHidden } from './scoring.ts';

/**
 * The hidden tests of the activity, each failed with `why`: listed from the reference's run (kit code alone, kept
 * from earlier grades), so that the maximum is the one every student has.
 */
async function hiddenListed(kit: KitPaths, activity: Activity, why: string, limitMs: number) {
  // Planned against the kit's own stage folders: what is listed does not depend on the submission at all.
  const { runs } = planActivity(stagePlan(kit, activity), kit.activities);
  const listing = runs.filter((run) => run.key.role === 'hidden' && run.key.implementation === 'reference');
  const outcomes = await runTestsKnowingReference(kit, listing, { root: kit.root, limitMs });
  return listing.length > 0 ? scoreHidden(activity, undefined, outcomeOf(outcomes, listing[0]!.key), why) : [];
}

/** What a failure usually means, in the student's terms. */
const HINTS: [RegExp, string][] = [
  // The compiler, the coverage and the type checker recurse once per level of nesting of the code they read.
  [
    /Maximum call stack size exceeded/,
    'code of the stage nests too deeply to be read: a very long chain or expression',
  ],
  // The type check's heap is bounded (analysis/analysis.ts).
  [/reaching memory limit/, 'the type check ran out of memory: a type of the stage grows without bound'],
  // The type check's computing is bounded too (analysis/analysisBudget.ts).
  [
    /s of computing, far more than any stage needs/,
    'types of the stage make the type checker work that long: a very long chain of type aliases, or types that multiply',
  ],
  [/EISDIR/, 'a folder stands where a file of the stage belongs'],
];

/** What a failure of a step of grading usually means, in the student's terms, if it is one of those known. */
export function failureHint(message: string): string | undefined {
  return HINTS.find(([pattern]) => pattern.test(message))?.[1];
}

/**
 * The error the grading machine met, if it is one of the machine's own (its disk full or failing, its files or memory
 * spent, a folder of its own it may not write): `CODE: what it means`. Nothing in a submission causes these (a file of
 * the upload the grader may not read is refused by name when it is copied, intake/workingCopy.ts), and the student is
 * not told to fix anything.
 */
function machineFault(message: string): string | undefined {
  return /\b(ENOSPC|EDQUOT|EIO|EROFS|EMFILE|ENFILE|ENOMEM|EACCES|EPERM): ([^,;\n]+)/
    .exec(message)
    ?.slice(1, 3)
    .join(': ');
}

export async function ungradable(
  kit: KitPaths,
  root: string,
  activity: Activity,
  error: unknown,
  limitMs: number,
): Promise<ActivityResult> {
  const message = error instanceof Error ? error.message : String(error);
  // In the student's words, with no place of the grading machine in it, and what usually causes it.
  const hint = failureHint(message);
  const fault = machineFault(message);
  const why = fault
    ? `this stage could not be graded: the grading machine failed (${fault}), not the submission`
    : `this stage could not be graded: ${describeLoadError(message, root, kit.root)}${hint ? ` (${hint})` : ''}`;
  const next = fault
    ? 'it is graded again on the next run'
    : `run \`npx cardlab check ${activity.id}\` on it, and fix what it names first`;
  let hidden: HiddenTestResult[] = [];
  try {
    hidden = await hiddenListed(kit, activity, why, limitMs);
  } catch {
    // The kit's own runs failed too: the problem below still says why; `verify` finds what is wrong with the kit.
  }
  let handedIn = true;
  try {
    handedIn = handsInStage(root, kit.activities, activity);
  } catch {
    // A file it cannot read is still a file handed in.
  }
  const testingMax = activity.manifest.testing.points;
  return {
    id: activity.id,
    title: activity.manifest.title,
    points: 0,
    maxPoints: hidden.reduce((sum, test) => sum + test.maxPoints, 0) + testingMax,
    problems: [`${why}; ${next}`],
    hidden,
    testing: {
      points: 0,
      maxPoints: testingMax,
      tests: [],
      buggy: [],
      ...(testingMax > 0 ? { note: `your tests were not run: ${why}` } : {}),
    },
    typeProblems: [],
    forbidden: [],
    handedIn,
    ungradable: true,
  };
}
