// What check and list gather alike of a stage's runs, read the same way for both: the files that did not load, and
// the student's tests that fail on a wheat. The verdict read from them is stageVerdict.ts's.
import { kitPaths } from '../kit/kit.ts';
import type { WheatImpl } from '../kit/wheats.ts';
import { isLoadError, loadFailure } from '../analysis/loadError.ts';
import type { StagePlan } from '../plan/stage.ts';
import type { RunOutcome } from '../run/runner.ts';
import type { CheckReport } from './checkResult.ts';
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
 * The stage's wheats as check and list tell them: where the kit holds them, the student's tests that pass on their
 * own code and fail on one; in a student kit, how many grading will run.
 */
export function wheatsOf(
  plan: StagePlan,
  own: RunOutcome,
  outcome: (impl: WheatImpl) => RunOutcome | undefined,
): CheckReport['wheats'] {
  const listed = Object.values(plan.activity.manifest.wheats ?? {}).flat().length;
  if (listed === 0) return undefined;
  const wheats = plan.wheats();
  if (wheats.length === 0) return { count: listed, ran: false, overSpecified: [] };
  const onWheats = wheats.map((impl) => ({ impl, outcome: outcome(impl) }));
  const tests = scoreTesting(plan.activity, own, [], onWheats).tests;
  return { count: wheats.length, ran: true, overSpecified: tests.filter((test) => test.overSpecified) };
}
