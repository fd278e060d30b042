import path from 'node:path';
import type { Activity } from './activities.ts';
import { kitPaths } from './kit.ts';
import { describeLoadFailure, isLoadError, loadFailure, type LoadPlaces } from './loadError.ts';
import { runTests, type RunOutcome } from './run/runner.ts';
import { studentTestFiles, subjectFiles } from './submission.ts';

export type Status = 'done' | 'in progress' | 'not started' | 'broken' | 'missing files';

export interface ActivityStatus {
  activity: Activity;
  status: Status;
  passed: number;
  total: number;
  ownTestFiles: number;
  detail?: string;
}

const TODO = /\bTODO\b/;

/** A status from a fresh run of the public tests: nothing is remembered between runs. */
function classify(outcome: RunOutcome, places: LoadPlaces): { status: Status; detail?: string } {
  const error = outcome.fileErrors[0];
  if (error && TODO.test(error.message)) return { status: 'not started' };
  if (error) return { status: 'broken', detail: isLoadError(error.message) ? describeLoadFailure(loadFailure(error.message, error.file, places)) : error.message.split('\n')[0] };
  const failed = outcome.tests.filter((test) => test.state !== 'passed');
  if (outcome.tests.length > 0 && failed.length === 0) return { status: 'done' };
  if (failed.length === outcome.tests.length && failed.every((test) => TODO.test(test.message ?? ''))) return { status: 'not started' };
  return { status: 'in progress' };
}

export async function activityStatuses(kitRoot: string, workDir: string, activities: Activity[]): Promise<ActivityStatus[]> {
  const kit = kitPaths(kitRoot);
  const runs = activities.map((activity) => {
    const { files, missing } = subjectFiles(workDir, activity);
    const visible = activity.manifest.files.visibleTests.map((name) => path.join(activity.stubDir, name));
    return { activity, missing, run: { id: activity.id, binding: { kit, activity, subjects: files, workDirs: [kit.activities, workDir] }, files: missing.length > 0 ? [] : visible, timeoutMs: activity.manifest.timeoutMs ?? 5_000, group: `${workDir}#${activity.lab}#list` } };
  });
  const outcomes = await runTests(runs.map((r) => r.run), { root: kit.root, limitMs: 120_000 });
  return runs.map(({ activity, missing }) => {
    const outcome = outcomes.get(activity.id)!;
    const places = { roots: [workDir, kit.activities], kitRoot, files: Object.values(subjectFiles(workDir, activity).files) };
    const { status, detail } = missing.length > 0 ? { status: 'missing files' as const, detail: missing.join(', ') } : classify(outcome, places);
    return {
      activity,
      status,
      detail,
      passed: outcome.tests.filter((test) => test.state === 'passed').length,
      total: outcome.tests.length,
      ownTestFiles: studentTestFiles(workDir, activity).length,
    };
  });
}
