import type { Activity } from './kit/activities.ts';
import type { ForbiddenUse } from './analysis/forbidden.ts';
import { analyseAside } from './analysis/analysis.ts';
import { stagesUsed } from './analysis/stagesUsed.ts';
import { kitPaths, type KitPaths } from './kit/kit.ts';
import { changedFromStubs } from './kit/stubSources.ts';
import { findRun, outcomeOf, type Implementation, type Role } from './plan/keys.ts';
import { planRuns } from './plan/runs.ts';
import { stagePlan } from './plan/stage.ts';
import { WHOLE_RUN_LIMIT_MS } from './run/limits.ts';
import { runTests, type RunOutcome } from './run/runner.ts';
import type { TypeProblem } from './score/result.ts';
import { loadFailuresOf, wheatsOf } from './score/stageEvidence.ts';
import { stageStanding, type StageEvidence, type Status } from './score/stageVerdict.ts';
import { notGradedIn } from './score/notGraded.ts';
import { causedBySubmission, couldNotFinish } from './score/unfinishedAnalysis.ts';
import { studentTestFiles, subjectFiles } from './intake/submission.ts';

export type { Status };

export interface ActivityStatus {
  activity: Activity;
  status: Status;
  passed: number;
  total: number;
  ownTestFiles: number;
  detail?: string;
}

/**
 * Uses of what each activity's lab forbids, found in the analysis thread while the tests run. Every stage with a rule
 * and all its files is checked: whether a stage was worked on cannot be told from its files (in the repo and in a
 * student's kit the stub is the student's own file), and a stage whose tests show it not started ignores the uses.
 */
async function ruleUses(
  kit: KitPaths,
  workDir: string,
  activities: Activity[],
  limitMs: number | undefined,
): Promise<PerStage<ForbiddenUse[]>> {
  const toCheck = activities.filter((activity) => {
    if (!activity.manifest.forbidden?.length) return false;
    return subjectFiles(workDir, activity).missing.length === 0;
  });
  return perStage(toCheck, async (stages) => {
    return (await analyseAside(kit, workDir, stages, { types: false, rules: { ownStages: true }, limitMs })).forbidden;
  });
}

/** What each stage's files changed of their stubs' API (analysis/stubConformance.ts), beside the tests. */
async function apiChanges(
  kit: KitPaths,
  workDir: string,
  toCheck: Activity[],
  limitMs: number | undefined,
): Promise<PerStage<TypeProblem[]>> {
  return perStage(toCheck, async (stages) => {
    return (await analyseAside(kit, workDir, stages, { types: false, rules: false, api: true, limitMs })).api;
  });
}

/** An analysis's findings by stage, and the stages it could not finish for something of their files, with why. */
interface PerStage<T> {
  found: Map<string, T>;
  unfinished: Map<string, unknown>;
}

/**
 * `ask` of every stage at once; where that could not finish for something of a stage's files (the type check's
 * limit of computing, its memory, its stack), of each stage alone, so that one stage's types cost its own row only.
 * Any other failure is thrown.
 */
async function perStage<T>(
  stages: Activity[],
  ask: (stages: Activity[]) => Promise<Map<string, T>>,
): Promise<PerStage<T>> {
  const unfinished = new Map<string, unknown>();
  if (stages.length === 0) return { found: new Map(), unfinished };
  try {
    return { found: await ask(stages), unfinished };
  } catch (error) {
    if (!causedBySubmission(error)) throw error;
    if (stages.length === 1) return { found: new Map(), unfinished: new Map([[stages[0]!.id, error]]) };
  }
  const found = new Map<string, T>();
  for (const stage of stages) {
    try {
      for (const [id, value] of await ask([stage])) found.set(id, value);
    } catch (error) {
      if (!causedBySubmission(error)) throw error;
      unfinished.set(stage.id, error);
    }
  }
  return { found, unfinished };
}

/**
 * Each activity's status from one fresh run of every stage's public tests and the student's own tests (on their
 * code, and on the wheats where the kit holds them), beside its lab's rule and its API: the verdict is check's
 * (score/stageVerdict.ts). `testsOnly`: the public tests alone (check asks whether earlier stages fail
 * theirs), without the own tests, the rules and the API.
 */
export async function activityStatuses(
  kitRoot: string,
  workDir: string,
  activities: Activity[],
  {
    testsOnly = false,
    analysisLimitMs,
  }: {
    testsOnly?: boolean;
    /** CPU time the rules and the API comparison may take, in place of analysisBudget.ts's: for the kit's tests. */
    analysisLimitMs?: number;
  } = {},
): Promise<ActivityStatus[]> {
  const kit = kitPaths(kitRoot);
  // Only a stage whose files differ from their stubs can be done: its API is compared, and its own tests run on the
  // wheats the kit holds, in the same run as the rest (a stage not begun costs nothing more).
  const present = activities.filter((activity) => subjectFiles(workDir, activity).missing.length === 0);
  const begun = new Set(testsOnly ? [] : changedFromStubs(kit, workDir, present));
  const stages = activities.map((activity) => {
    const plan = stagePlan(kit, activity);
    const request = { purpose: 'list', root: workDir, ownTests: !testsOnly, wheats: begun.has(activity) } as const;
    return { activity, plan, ...planRuns(plan, request) };
  });
  // The rules and the API are asked of the analysis thread before the runs start: it loads TypeScript on the other
  // core while this one compiles the stages' files and forks the workers (asked after, it would start after them).
  const analysing = Promise.all([
    testsOnly
      ? { found: new Map<string, ForbiddenUse[]>(), unfinished: new Map() }
      : ruleUses(kit, workDir, activities, analysisLimitMs),
    apiChanges(kit, workDir, [...begun], analysisLimitMs),
  ]);
  const running = runTests(
    stages.flatMap((stage) => stage.runs),
    { root: kit.root, limitMs: WHOLE_RUN_LIMIT_MS, confirmStops: false, keepCompiled: true, typeCheckBeside: true },
  );
  const [outcomes, [rules, api]] = await Promise.all([running, analysing]);
  const none: RunOutcome = { tests: [], fileErrors: [] };
  const notGradedOf = notGradedIn(kit, workDir);
  const evidence = stages.map(({ activity, plan, missing, runs }): StageEvidence => {
    const outcome = (role: Role) => {
      const run = findRun(runs, role, 'submission');
      return (run && outcomeOf(outcomes, run.key)) ?? none;
    };
    const visible = outcome('visible');
    const ownTests = outcome('tests');
    const ownFiles = studentTestFiles(workDir, activity);
    const stageFiles = [...Object.values(subjectFiles(workDir, activity).files), ...ownFiles];
    const loadFailures = loadFailuresOf(
      [
        { run: 'visible', outcome: visible },
        { run: 'own', outcome: ownTests },
      ],
      kitRoot,
      workDir,
      stageFiles,
    );
    const ran = (implementation: Implementation) => {
      const run = findRun(runs, 'tests', implementation);
      return run && outcomeOf(outcomes, run.key);
    };
    const wheats = begun.has(activity)
      ? wheatsOf(plan, ownTests, (impl) => ran({ wheat: impl.id }), ran('reference'))
      : undefined;
    const forbidden = rules.found.get(activity.id) ?? [];
    const apiProblems = api.found.get(activity.id) ?? [];
    const unfinished = [rules, api].find((asked) => asked.unfinished.has(activity.id))?.unfinished.get(activity.id);
    const notGraded = [
      ...(unfinished === undefined ? [] : [couldNotFinish(activity, unfinished, workDir, kitRoot)]),
      ...notGradedOf(activity),
    ];
    return { activity, missing, visible, ownTests, loadFailures, forbidden, apiProblems, wheats, notGraded };
  });
  const rows = evidence.map((stage): ActivityStatus => {
    const { status, detail } = stageStanding(stage);
    return {
      activity: stage.activity,
      status,
      ...(detail === undefined ? {} : { detail }),
      passed: stage.visible.tests.filter((test) => test.state === 'passed').length,
      total: stage.visible.tests.length,
      ownTestFiles: studentTestFiles(workDir, stage.activity).length,
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
