// What check and list gather alike of a stage's runs, read the same way for both: the files that did not load, and
// the student's tests that fail on a wheat. The verdict read from them is stageVerdict.ts's.
import { kitPaths } from '../kit/kit.ts';
import type { WheatImpl } from '../kit/wheats.ts';
import { isLoadError, loadFailure } from '../analysis/loadError.ts';
import type { StagePlan } from '../plan/stage.ts';
import type { RunOutcome } from '../run/runner.ts';
import type { CheckReport, CorrectVariants } from './checkResult.ts';
import { scoreTesting } from './scoring.ts';

/** The load errors of a stage's runs, each read for the student: which file, where, why. */
export function loadFailuresOf(
  runs: { run: 'visible' | 'own'; outcome: RunOutcome }[],
  kitRoot: string,
  workDir: string,
  stageFiles: string[],
): CheckReport['loadFailures'] {
  const places = { roots: [workDir, kitPaths(kitRoot).activities], kitRoot, files: stageFiles };
  return runs.flatMap(({ run, outcome }) =>
    outcome.fileErrors
      .filter(isLoadError)
      .map((error) => ({ run, failure: loadFailure(error.message, error.file, places) })),
  );
}

/**
 * The stage's correct implementations as check and list tell them: where the kit holds the wheats, the student's
 * tests that fail on one; in a student kit, how many grading will run. Where the kit holds the reference
 * (`onReference`: the student's tests on it, bound as grading binds them), the tests that pass on the student's own
 * code but fail there (`leaning`), and the wheats are judged against it as grading judges them.
 */
export function wheatsOf(
  plan: StagePlan,
  own: RunOutcome,
  outcome: (impl: WheatImpl) => RunOutcome | undefined,
  onReference?: RunOutcome,
): CorrectVariants | undefined {
  const passed = new Set(own.tests.filter((test) => test.state === 'passed').map((test) => test.fullName));
  const leaning = onReference
    ? scoreTesting(plan.activity, onReference, []).tests.filter(
        (test) => !test.validOnReference && passed.has(test.name),
      )
    : [];
  const listed = Object.values(plan.activity.manifest.wheats ?? {}).flat().length;
  if (listed === 0) return leaning.length > 0 ? { count: 0, ran: true, overSpecified: [], leaning } : undefined;
  const wheats = plan.wheats();
  if (wheats.length === 0) return { count: listed, ran: false, overSpecified: [], leaning };
  const onWheats = wheats.map((impl) => ({ impl, outcome: outcome(impl) }));
  const tests = scoreTesting(plan.activity, onReference ?? own, [], onWheats).tests;
  return { count: wheats.length, ran: true, overSpecified: tests.filter((test) => test.overSpecified), leaning };
}
