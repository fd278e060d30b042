import type { Activity } from './kit/activities.ts';
import type { ForbiddenUse } from './analysis/forbidden.ts';
import { analyseAside } from './analysis/analysis.ts';
import { stagesUsed } from './analysis/stagesUsed.ts';
import { blockingStage } from './score/blockingStage.ts';
import { kitPaths, type KitPaths } from './kit/kit.ts';
import { changedFromStubs } from './kit/stubSources.ts';
import { describeLoadFailure, isLoadError, loadFailure, type LoadPlaces } from './analysis/loadError.ts';
import { ruleCost, summarizeUses } from './analysis/ruleWords.ts';
import { outcomeOf } from './plan/keys.ts';
import { planRuns } from './plan/runs.ts';
import { stagePlan } from './plan/stage.ts';
import { WHOLE_RUN_LIMIT_MS } from './run/limits.ts';
import { runTests, type RunOutcome } from './run/runner.ts';
import type { TypeProblem } from './score/result.ts';
import { studentTestFiles, subjectFiles } from './intake/submission.ts';
import { counted } from './kit/words.ts';

export type Status =
  'done' | 'in progress' | 'not started' | 'blocked' | 'broken' | 'missing files' | 'rule broken' | 'API changed';

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
function classify(activity: Activity, outcome: RunOutcome, places: LoadPlaces): { status: Status; detail?: string } {
  const error = outcome.fileErrors[0];
  if (error && TODO.test(error.message)) return { status: 'not started' };
  if (error) {
    const loads = isLoadError(error);
    const first = error.message.split('\n')[0];
    const detail = loads ? describeLoadFailure(loadFailure(error.message, error.file, places)) : first;
    return { status: 'broken', detail };
  }
  const failed = outcome.tests.filter((test) => test.state !== 'passed');
  if (outcome.tests.length > 0 && failed.length === 0) return { status: 'done' };
  // The stage runs with the student's own earlier stages: a stage waiting on one of them is not "not started".
  const blocking = blockingStage(activity.id, outcome.tests);
  if (blocking)
    return { status: 'blocked', detail: `its tests fail in your ${blocking}: finish or fix that stage first` };
  const todo = failed.every((test) => TODO.test(test.message ?? ''));
  return { status: failed.length === outcome.tests.length && todo ? 'not started' : 'in progress' };
}

/**
 * Uses of what each activity's lab forbids, found in the analysis thread while the tests run. Every stage with a rule
 * and all its files is checked: whether a stage was worked on cannot be told from its files (in the repo and in a
 * student's kit the stub is the student's own file), and a stage whose tests show it not started ignores the uses.
 */
async function ruleUses(kit: KitPaths, workDir: string, activities: Activity[]): Promise<Map<string, ForbiddenUse[]>> {
  const toCheck = activities.filter((activity) => {
    if (!activity.manifest.forbidden?.length) return false;
    return subjectFiles(workDir, activity).missing.length === 0;
  });
  if (toCheck.length === 0) return new Map();
  return (await analyseAside(kit, workDir, toCheck, { types: false, rules: true })).forbidden;
}

/** What each stage's files changed of their stubs' API (analysis/stubConformance.ts), beside the tests. */
async function apiChanges(kit: KitPaths, workDir: string, activities: Activity[]): Promise<Map<string, TypeProblem[]>> {
  const present = activities.filter((activity) => subjectFiles(workDir, activity).missing.length === 0);
  const toCheck = changedFromStubs(kit, workDir, present);
  if (toCheck.length === 0) return new Map();
  return (await analyseAside(kit, workDir, toCheck, { types: false, rules: false, api: true })).api;
}

/** The first API difference and how many more, as list's detail line says it. */
function apiDetail(problems: TypeProblem[]): string {
  const [first] = problems;
  const more = problems.length > 1 ? ` (and ${counted(problems.length - 1, 'more difference')})` : '';
  const what = first!.message.replace(/^not the API the grader uses: /, '');
  return `${first!.file}:${first!.line}:${first!.column}: ${what}${more}`;
}

/**
 * Each activity's status from a fresh run of its public tests, its lab's rule and its API. `testsOnly`: the public
 * tests alone (check asks whether earlier stages fail theirs), without the rules and the API.
 */
export async function activityStatuses(
  kitRoot: string,
  workDir: string,
  activities: Activity[],
  { testsOnly = false }: { testsOnly?: boolean } = {},
): Promise<ActivityStatus[]> {
  const kit = kitPaths(kitRoot);
  const runs = activities.map((activity) => {
    const planned = planRuns(stagePlan(kit, activity), { purpose: 'list', root: workDir });
    return { activity, missing: planned.missing, run: planned.runs[0]! };
  });
  const running = runTests(
    runs.map((r) => r.run),
    { root: kit.root, limitMs: WHOLE_RUN_LIMIT_MS, confirmStops: false },
  );
  const [outcomes, rules, api] = await Promise.all([
    running,
    testsOnly ? new Map<string, ForbiddenUse[]>() : ruleUses(kit, workDir, activities),
    testsOnly ? new Map<string, TypeProblem[]>() : apiChanges(kit, workDir, activities),
  ]);
  const rows = runs.map(({ activity, missing, run }): ActivityStatus => {
    const outcome = outcomeOf(outcomes, run.key)!;
    const places = {
      roots: [workDir, kit.activities],
      kitRoot,
      files: Object.values(subjectFiles(workDir, activity).files),
    };
    const missingFiles = { status: 'missing files' as Status, detail: missing.join(', ') };
    let { status, detail } = missing.length > 0 ? missingFiles : classify(activity, outcome, places);
    // Passing tests do not make a stage done while it breaks its lab's rule: grading withholds every hidden point.
    const uses = status === 'done' || status === 'in progress' ? (rules.get(activity.id) ?? []) : [];
    if (uses.length > 0) {
      status = 'rule broken';
      detail = `${summarizeUses(uses)}: ${ruleCost(activity.manifest.hiddenCount)}`;
    }
    // Passing tests do not make a stage done while its API is not the stub's: the grader's tests call the stub's.
    const changed = status === 'done' || status === 'in progress' ? (api.get(activity.id) ?? []) : [];
    if (changed.length > 0) {
      status = 'API changed';
      detail = apiDetail(changed);
    }
    return {
      activity,
      status,
      detail,
      passed: outcome.tests.filter((test) => test.state === 'passed').length,
      total: outcome.tests.length,
      ownTestFiles: studentTestFiles(workDir, activity).length,
    };
  });
  return blameEarlierStages(kit, workDir, rows);
}

/** Statuses of a stage whose own public tests fail: a later stage that uses it cannot be judged until it is fixed. */
const FAILING: ReadonlySet<Status> = new Set(['in progress', 'blocked', 'not started']);

/**
 * The earliest stage of the student's that `activity` uses (stagesUsed.ts) and whose own public tests fail, among
 * `statuses`: a wrong value it gives makes the later stage's tests fail in the later stage's code, where no
 * exception points back at it.
 */
export function failingEarlierStage(
  kit: KitPaths,
  workDir: string,
  activity: Activity,
  statuses: ActivityStatus[],
): string | undefined {
  const failing = new Set(statuses.filter((row) => FAILING.has(row.status)).map((row) => row.activity.id));
  return stagesUsed(kit, workDir, activity).find((id) => failing.has(id));
}

/** A stage in progress whose failures may come from an earlier stage of the student's that fails too: blocked by it. */
function blameEarlierStages(kit: KitPaths, workDir: string, rows: ActivityStatus[]): ActivityStatus[] {
  const before = rows.map((row) => ({ ...row }));
  return rows.map((row) => {
    if (row.status !== 'in progress') return row;
    const earlier = failingEarlierStage(kit, workDir, row.activity, before);
    if (!earlier) return row;
    const detail = `its tests fail, and so do those of your ${earlier}, which it uses: fix that stage first`;
    return { ...row, status: 'blocked', detail };
  });
}
