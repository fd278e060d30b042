import type { Activity } from './activities.ts';
import { planActivity, scoreActivity } from './activityGrade.ts';
import { stagePlan } from './plan/stage.ts';
import { analyseAside } from './analysis.ts';
import { kitPaths } from './kit.ts';
import { runTestsKnowingReference } from './referenceRuns.ts';
import type { ActivityResult } from './result.ts';
import type { TestRun } from './run/runner.ts';
import { submissionRoot } from './submission.ts';
import { workingCopy } from './workingCopy.ts';

export interface BatchItem {
  name: string;
  dir: string;
  activities: Activity[];
}

/**
 * Grades many submissions in one test run (one vitest instance, one pool of confined workers): the scores of
 * `grade` (its type check too), without coverage. Each submission still gets its own working copy and worker
 * processes of its own (run/types.ts `group`); runs of kit code alone (the hidden suites on the reference) are run
 * once, or taken from what an earlier grade kept (referenceRuns.ts).
 */
export async function gradeBatch(
  kitRoot: string,
  items: BatchItem[],
  { limitMs = 300_000, timeoutMs }: { limitMs?: number; timeoutMs?: number } = {},
): Promise<Map<string, ActivityResult[]>> {
  const kit = kitPaths(kitRoot);
  const copies = items.map((item) => ({ item, copy: workingCopy(submissionRoot(item.dir), kit.root) }));
  try {
    const plans = copies.map(({ item, copy }) => ({
      item,
      copy,
      planned: item.activities.map((activity) =>
        planActivity(stagePlan(kit, activity), copy.dir, { submission: item.name, timeoutMs }),
      ),
    }));
    // The runs of kit code alone (a hidden suite on the reference) are the same for every submission: run once.
    const runs = new Map<string, TestRun>();
    for (const run of plans.flatMap((p) => p.planned.flatMap((planned) => planned.runs))) runs.set(run.id, run);
    // The type check and the forbidden-API rules of every submission, in the analysis thread while the tests run,
    // as grade.ts has them: what the type check tells a student is part of the result.
    const rules = Promise.all(
      plans.map(({ item, copy }) => analyseAside(kit, copy.dir, item.activities, { types: {}, rules: true })),
    );
    const outcomes = await runTestsKnowingReference(kit, [...runs.values()], { root: kit.root, limitMs });
    const analyses = await rules;
    return new Map(
      plans.map(({ item, copy, planned }, k) => [
        item.name,
        planned.map((one) =>
          scoreActivity(one, outcomes, {
            kit,
            refused: copy.refused,
            typeProblems: analyses[k]!.typeProblems.get(one.activity.id) ?? [],
            forbidden: analyses[k]!.forbidden.get(one.activity.id) ?? [],
          }),
        ),
      ]),
    );
  } finally {
    for (const { copy } of copies) copy.remove();
  }
}
