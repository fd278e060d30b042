import path from 'node:path';
import { discoverActivities, type Activity } from './kit/activities.ts';
import { stagesUsed } from './analysis/stagesUsed.ts';
import { blockingStage, otherStageOf } from './score/blockingStage.ts';
import { activityStatuses, failingEarlierStage } from './status.ts';
import { cachedHiddenCount, keepHiddenCount } from './plan/hiddenCount.ts';
import { coverageByActivity } from './score/coverage.ts';
import { kitPaths, type KitPaths } from './kit/kit.ts';
import type { TypeProblem } from './score/result.ts';
import { scoreTesting } from './score/scoring.ts';
import type { CheckReport } from './score/checkResult.ts';
import { runTests, type RunOutcome } from './run/runner.ts';
import { findRun, outcomeOf, type Implementation, type Role } from './plan/keys.ts';
import { planRuns } from './plan/runs.ts';
import { presentSuites, presentVisibleTests, publicBuggy, stagePlan } from './plan/stage.ts';
import { loadFailuresOf, wheatsOf } from './score/stageEvidence.ts';
import { WHOLE_RUN_LIMIT_MS } from './run/limits.ts';
import { studentTestFiles, subjectFiles } from './intake/submission.ts';
import { analyseAside, type Analysis } from './analysis/analysis.ts';
import { notGradedIn } from './score/notGraded.ts';
import { couldNotFinish } from './score/unfinishedAnalysis.ts';

function keptCount(
  kitRoot: string,
  activityId: string,
  files: string[],
  outcome: RunOutcome | undefined,
): number | undefined {
  const count = outcome?.tests.length;
  if (!count) return undefined;
  keepHiddenCount(kitRoot, activityId, files, count);
  return count;
}

/**
 * Where tests of the stage fail on a wrong value (an assertion, not an exception thrown in the stage's own code, not a
 * TODO) and no exception points at an earlier stage, the earlier stages it uses are run on their own public tests:
 * one that fails is named as the stage to fix first. Run only then, so that a stage that passes, or whose own code
 * throws (a stub), costs nothing more.
 */
async function failingEarlierOf(kitRoot: string, workDir: string, report: CheckReport): Promise<string | undefined> {
  const { activity } = report;
  const failed = [...report.visible.tests, ...report.ownTests.tests].filter((test) => test.state === 'failed');
  const thrownHere = (where: string | undefined) =>
    where !== undefined && !otherStageOf(activity.id, where) && !/\.test\.[mc]?[jt]s:/.test(where);
  const ownFault = failed.some((test) => thrownHere(test.where) || /\bTODO\b/.test(test.message ?? ''));
  if (failed.length === 0 || ownFault || report.missing.length > 0 || blockingStage(activity.id, report.visible.tests))
    return undefined;
  const kit = kitPaths(kitRoot);
  const used = new Set(stagesUsed(kit, workDir, activity));
  const earlier = discoverActivities(kitRoot, activity.lab).activities.filter((stage) => used.has(stage.id));
  if (earlier.length === 0) return undefined;
  const statuses = await activityStatuses(kitRoot, workDir, earlier, { testsOnly: true });
  return failingEarlierStage(kit, workDir, activity, statuses);
}

/** What the hidden suites' compile says at a place the stub comparison already names is told once, as the latter. */
function withoutPlaces(problems: TypeProblem[], told: TypeProblem[]): TypeProblem[] {
  const place = (p: TypeProblem) => `${p.file}:${p.line}:${p.column}`;
  const places = new Set(told.map(place));
  return problems.filter((problem) => !places.has(place(problem)));
}

/**
 * Where the kit has the hidden suites (an instructor's copy), they are compiled with the student's files bound as
 * grading binds them: a method missing or renamed is named now ("your code does not match the API the grader
 * uses"), not after grading, told at the student's declarations (the suites are never quoted). Only what the
 * suites reveal is kept: the student's own files are checked with their own stages. A student kit has no suites,
 * and checks its public and own tests only.
 */
async function suiteTypeProblems(
  kit: KitPaths,
  workDir: string,
  activity: Activity,
  suites: string[],
  limitMs: number | undefined,
): Promise<TypeProblem[]> {
  if (suites.length === 0) return [];
  const analysis = await analyseAside(kit, workDir, [activity], {
    types: { suites: true, hiddenOnly: true },
    rules: false,
    limitMs,
  });
  return analysis.typeProblems.get(activity.id) ?? [];
}

/**
 * Runs the visible tests and the student's own tests (with coverage) against the student's files, and the type
 * check, side by side. The stage runs with the student's own earlier stages (binding.ts).
 */
export async function checkActivity(
  kitRoot: string,
  workDir: string,
  activity: Activity,
  outDir: string,
  /** CPU time the type check may take, in place of analysis/analysisBudget.ts's: for the kit's tests. */
  analysisLimitMs?: number,
): Promise<CheckReport> {
  const kit = kitPaths(kitRoot);
  const plan = stagePlan(kit, activity);
  const suites = presentSuites(plan);
  const countedFrom = [...suites, ...Object.values(plan.reference)];
  const counted = cachedHiddenCount(kitRoot, activity.id, countedFrom);
  // The stage runs with the student's own earlier stages, as their program does, in the repository and in a
  // student kit alike (grading binds earlier stages to the reference instead, so a mistake costs one stage).
  const { missing, runs } = planRuns(plan, { purpose: 'check', root: workDir, countHidden: counted === undefined });
  const { files } = subjectFiles(workDir, activity);
  // Visible tests are provided files: the kit's copy runs, so an edited or deleted copy cannot change the verdict.
  const visibleFiles = presentVisibleTests(plan);
  const ownTests = studentTestFiles(workDir, activity);
  const onBuggy = publicBuggy(plan);
  const coverageDir = path.join(outDir, 'coverage');
  const ownTypes = { suites: false, extraFiles: [...visibleFiles, ...ownTests], ownStages: true };
  // The analysis is asked first: its thread loads TypeScript on the other core while this one compiles and forks the
  // test workers (most of a check's time is the type check; started last, it would start after them).
  const analysing = Promise.allSettled([
    analyseAside(kit, workDir, [activity], {
      types: missing.length > 0 ? false : ownTypes,
      rules: { ownStages: true },
      api: missing.length === 0,
      limitMs: analysisLimitMs,
    }),
    missing.length > 0 ? [] : suiteTypeProblems(kit, workDir, activity, suites, analysisLimitMs),
  ]).then(([ownChecked, suitesChecked]) => {
    // A type check that could not finish is said as grading will say it: the check goes on and reports the rest.
    const unfinished = [ownChecked, suitesChecked].find((settled) => settled.status === 'rejected');
    const analysis: Analysis =
      ownChecked.status === 'fulfilled'
        ? ownChecked.value
        : { typeProblems: new Map(), forbidden: new Map(), api: new Map() };
    return [
      analysis,
      suitesChecked.status === 'fulfilled' ? suitesChecked.value : [],
      unfinished && couldNotFinish(activity, unfinished.reason, workDir, kitRoot),
    ] as const;
  });
  const [outcomes, coverage, [analysis, suiteTypes, unfinished]] = await Promise.all([
    runTests(runs, {
      root: kit.root,
      limitMs: WHOLE_RUN_LIMIT_MS,
      confirmStops: false,
      keepCompiled: true,
      typeCheckBeside: true,
    }),
    coverageByActivity(kit, workDir, [activity], coverageDir, WHOLE_RUN_LIMIT_MS, {
      keepOutcomes: true,
      ownStages: true,
      keepCompiled: true,
    }),
    analysing,
  ]);
  const outcome = (role: Role, implementation: Implementation) => {
    const run = findRun(runs, role, implementation);
    return run && outcomeOf(outcomes, run.key);
  };
  const visible = outcome('visible', 'submission')!;
  const own = coverage.outcomes?.get(activity.id) ?? { tests: [], fileErrors: [] };
  const stageFiles = [...Object.values(files), ...ownTests];
  const apiProblems = analysis.api.get(activity.id) ?? [];
  const report: CheckReport = {
    activity,
    missing,
    visible,
    ownTests: own,
    loadFailures: loadFailuresOf(
      [
        { run: 'visible', outcome: visible },
        { run: 'own', outcome: own },
      ],
      kitRoot,
      workDir,
      stageFiles,
    ),
    coverage: coverage.figures.get(activity.id),
    coverageReport: coverage.htmlReport,
    typeProblems: [...(analysis.typeProblems.get(activity.id) ?? []), ...withoutPlaces(suiteTypes, apiProblems)],
    apiProblems,
    hiddenCount:
      counted ??
      keptCount(kitRoot, activity.id, countedFrom, outcome('hidden', 'reference')) ??
      activity.manifest.hiddenCount,
    forbidden: missing.length > 0 ? [] : (analysis.forbidden.get(activity.id) ?? []),
    notGraded: [...(unfinished ? [unfinished] : []), ...notGradedIn(kit, workDir)(activity)],
    wheats: wheatsOf(plan, own, (impl) => outcome('tests', { wheat: impl.id }), outcome('tests', 'reference')),
    buggy:
      onBuggy.length > 0
        ? scoreTesting(
            activity,
            undefined,
            onBuggy.map((impl) => ({ impl, outcome: outcome('tests', { buggy: impl.id }) })),
          ).buggy
        : undefined,
  };
  const failingEarlier = await failingEarlierOf(kitRoot, workDir, report);
  return failingEarlier ? { ...report, failingEarlier } : report;
}
