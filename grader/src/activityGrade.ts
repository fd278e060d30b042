import path from 'node:path';
import type { Activity } from './activities.ts';
import { buggyImpls, type BuggyImpl } from './buggy.ts';
import type { ForbiddenUse } from './forbidden.ts';
import { kitPaths, type KitPaths } from './kit.ts';
import { loadFailure, placeOf } from './loadError.ts';
import { manualItem } from './manual.ts';
import { round2, type ActivityResult, type CoverageFigure, type HiddenTestResult, type TypeProblem } from './result.ts';
import { apiName } from './ruleWords.ts';
import { NOT_RUN_MESSAGES } from './run/outcomes.ts';
import type { RunOutcome, TestRun } from './run/runner.ts';
import { scoreHidden, scoreTesting } from './scoring.ts';
import { studentTestFiles, subjectFiles } from './submission.ts';
import { refusedFor, type Refused } from './workingCopy.ts';

export const DEFAULT_TIMEOUT_MS = 5_000;

/** One activity of one submission (a working copy at `root`), planned for grading. */
export interface Planned {
  activity: Activity;
  root: string;
  missing: string[];
  buggy: BuggyImpl[];
  runs: TestRun[];
}

function suiteFiles(activity: Activity): string[] {
  return activity.manifest.hidden.map((entry) => path.join(activity.suiteDir, entry.suite));
}

function referenceSubjects(activity: Activity): Record<string, string> {
  return Object.fromEntries(
    activity.manifest.files.subject.map((name) => [name, path.join(activity.referenceDir, name)]),
  );
}

/**
 * The runs that grade one activity: the hidden suites on the reference (kit code only: it counts the maximum) and on
 * the submission, the student's tests on the reference and on each buggy implementation. Run ids are prefixed with
 * `prefix`, so that runs of many submissions can share one test run.
 */
export function planActivity(kit: KitPaths, root: string, activity: Activity, prefix = ''): Planned {
  const { files, missing } = subjectFiles(root, activity);
  const buggy = buggyImpls(activity);
  const timeoutMs = activity.manifest.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const reference = referenceSubjects(activity);
  const studentTests = studentTestFiles(root, activity);
  const run = (kind: string, subjects: Record<string, string>, testFiles: string[]): TestRun => ({
    id: `${prefix}${activity.id}#${kind}`,
    binding: { kit, activity, subjects, workDirs: [kit.activities, root] },
    files: testFiles,
    timeoutMs,
    // The hidden suites of a submission share worker processes only with each other, each run with module
    // instances of its own in the hardened realm (run/worker/): the student's own tests never run beside them. The
    // student's tests, on the reference and on each buggy implementation, share theirs. Never across submissions.
    // (A process per activity or lab cost a tenth of a second of booting each, a third of a whole grade.)
    group: kind === 'hidden' ? `${root}#hidden` : `${root}#tests`,
    // The student's tests must not tell the reference from a buggy implementation but by behaviour.
    uniform: kind !== 'hidden',
  });
  // The reference run holds kit code only, and is the same for every submission: a batch runs it once.
  const onReference: TestRun = {
    id: `${activity.id}#hidden@reference`,
    binding: { kit, activity, subjects: reference, workDirs: [kit.activities] },
    files: suiteFiles(activity),
    timeoutMs,
    kitOnly: true,
  };
  const runs = [
    onReference,
    run('hidden', files, missing.length > 0 ? [] : suiteFiles(activity)),
    run('tests@reference', reference, studentTests),
    ...buggy.map((impl) => run(`tests@${impl.id}`, { ...reference, [impl.subject]: impl.file }, studentTests)),
  ];
  return { activity, root, missing, buggy, runs };
}

/** A load error in a student's words: where in their file (if the error says) and the first line of what. */
export function describeLoadError(message: string, root: string, kitRoot: string, files: string[] = []): string {
  const failure = loadFailure(message, '', { roots: [root, kitPaths(kitRoot).activities], kitRoot, files });
  return failure.line === undefined ? failure.why : `${placeOf(failure)}: ${failure.why}`;
}

function describeForbidden(use: ForbiddenUse): string {
  const where = `${use.file}:${use.line}:${use.column}`;
  return `${where} uses ${apiName(use.api)}: not allowed here (${use.why}); the hidden tests' points are withheld until it is gone`;
}

/** A forbidden API voids the hidden tests' points (their verdicts stay visible): the rule is part of the task. */
function withheldIfForbidden(hidden: HiddenTestResult[], violated: boolean): HiddenTestResult[] {
  return violated ? hidden.map((test) => ({ ...test, points: 0 })) : hidden;
}

export interface ActivityExtras {
  kit: KitPaths;
  refused?: Refused[];
  coverage?: CoverageFigure;
  typeProblems?: TypeProblem[];
  /** The activity's forbidden-API uses (analysis.ts). */
  forbidden: ForbiddenUse[];
}

/** Scores one planned activity from the outcomes of its runs. */
export function scoreActivity(
  planned: Planned,
  outcomes: Map<string, RunOutcome>,
  { kit, refused = [], coverage, typeProblems = [], forbidden: uses }: ActivityExtras,
): ActivityResult {
  const { activity, buggy, root } = planned;
  const byKind = new Map(planned.runs.map((run) => [run.id.slice(run.id.lastIndexOf('#') + 1), outcomes.get(run.id)]));
  const get = (kind: string) => byKind.get(kind);
  const forbidden = planned.missing.length > 0 ? [] : uses;
  const stageFiles = [...Object.values(subjectFiles(root, activity).files), ...studentTestFiles(root, activity)];
  const loadProblems = (get('hidden')?.fileErrors ?? [])
    .filter((error) => error.kind !== 'truncated')
    .map((error) => {
      const described = describeLoadError(error.message, root, kit.root, stageFiles);
      return `the hidden tests could not load your code: ${described}`;
    });
  const notReached = loadProblems[0] ?? (get('hidden')?.limitReached ? NOT_RUN_MESSAGES.limit : undefined);
  const hidden = withheldIfForbidden(
    scoreHidden(activity, get('hidden'), get('hidden@reference'), notReached),
    forbidden.length > 0,
  );
  const testing = scoreTesting(
    activity,
    get('tests@reference'),
    buggy.map((impl) => ({ impl, outcome: get(`tests@${impl.id}`) })),
  );
  const cut = planned.runs.map((run) => outcomes.get(run.id)?.limitReached).filter((limit) => limit !== undefined);
  const stoppedAtLimit =
    cut.length > 0
      ? {
          ...(cut.find((limit) => limit.running)?.running
            ? { running: cut.find((limit) => limit.running)!.running }
            : {}),
        }
      : undefined;
  const stopList = planned.runs.flatMap((run) => outcomes.get(run.id)?.stops ?? []);
  const stops =
    stopList.length > 0
      ? {
          confirmed: stopList.filter((stop) => stop.confirmed).length,
          unconfirmed: stopList.filter((stop) => !stop.confirmed).length,
        }
      : undefined;
  const problems = [
    ...(stoppedAtLimit
      ? [
          `grading stopped at the whole-run time limit before this activity was done${stoppedAtLimit.running ? ` (the test running then: ${stoppedAtLimit.running})` : ''}; tests that did not run earn nothing and never count against your own tests`,
        ]
      : []),
    ...refusedFor(refused, activity.id).map((entry) => `${entry.path} ${entry.reason}; it was not graded`),
    ...planned.missing.map(
      (name) => `missing file ${activity.id}/${name}: create it from the stub in activities/${activity.id}/${name}`,
    ),
    ...loadProblems,
    // A bound on the tests a file may count is a stated rule: the student is told when their file goes past it.
    ...(get('tests@reference')?.fileErrors ?? [])
      .filter((error) => error.kind === 'truncated')
      .map((error) => `${path.relative(root, error.file)}: ${error.message}`),
    ...forbidden.map(describeForbidden),
  ];
  return {
    id: activity.id,
    title: activity.manifest.title,
    points: round2(hidden.reduce((sum, test) => sum + test.points, 0) + testing.points),
    maxPoints: hidden.reduce((sum, test) => sum + test.maxPoints, 0) + testing.maxPoints,
    problems,
    hidden,
    testing,
    coverage,
    typeProblems,
    forbidden,
    ...(stoppedAtLimit ? { stoppedAtLimit } : {}),
    ...(stops ? { stops } : {}),
    durationMs: Math.round(
      planned.runs.reduce(
        (sum, run) => sum + (outcomes.get(run.id)?.tests.reduce((s, t) => s + t.durationMs, 0) ?? 0),
        0,
      ),
    ),
    ...(activity.manifest.manual ? { manual: manualItem(activity, root) } : {}),
  };
}
