import type { Activity } from '../src/activities.ts';
import { planActivity } from '../src/activityGrade.ts';
import { kitPaths } from '../src/kit.ts';
import { runTests } from '../src/run/runner.ts';

/**
 * The floor a grade is measured against: the same hidden suites on the reference and the submission's tests on the
 * reference, as one run of shared workers (no process per group, no coverage, no type check). Seconds.
 */
export async function floorSeconds(kitRoot: string, submission: string, activities: Activity[]): Promise<number> {
  const kit = kitPaths(kitRoot);
  const runs = activities.flatMap((activity) =>
    planActivity(kit, submission, activity)
      .runs.filter((run) => run.id.endsWith('#hidden@reference') || run.id.endsWith('#tests@reference'))
      .map((run) => ({ ...run, kitOnly: true, group: undefined })),
  );
  const started = process.hrtime.bigint();
  await runTests(runs, { root: kit.root, limitMs: 300_000 });
  return Number(process.hrtime.bigint() - started) / 1e9;
}
