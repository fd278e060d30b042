import type { TestOutcome } from '../run/types.ts';

/** The stage a failure was thrown in (`lab/NN-slug` of its `where`), when that is another stage than `activityId`. */
export function otherStageOf(activityId: string, where: string | undefined): string | undefined {
  const stage = where?.split('/').slice(0, 2).join('/');
  return stage && stage !== activityId && /^[\w-]+\/\d\d-[\w-]+$/.test(stage) ? stage : undefined;
}

/**
 * The one earlier stage of the student's that every failed test threw in: a stage run with the student's own
 * earlier stages cannot pass until that one is finished, so that stage is what to name.
 */
export function blockingStage(activityId: string, tests: TestOutcome[]): string | undefined {
  const failed = tests.filter((test) => test.state === 'failed');
  const stages = new Set(failed.map((test) => otherStageOf(activityId, test.where)));
  const [stage] = stages;
  return failed.length > 0 && stages.size === 1 ? stage : undefined;
}
