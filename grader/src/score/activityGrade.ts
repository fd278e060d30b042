import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import type { ForbiddenUse } from '../analysis/forbidden.ts';
import { kitPaths, type KitPaths } from '../kit/kit.ts';
import { isLoadError, loadFailure, placeOf } from '../analysis/loadError.ts';
import { manualItem } from './manual.ts';
import {
  LIMIT_STOP_PROBLEM,
  round2,
  type ActivityResult,
  type CoverageFigure,
  type HiddenTestResult,
  type TypeProblem,
} from './result.ts';
import { apiName } from '../analysis/ruleWords.ts';
import { NOT_RUN_MESSAGES } from '../run/outcomes.ts';
import type { RunOutcome } from '../run/runner.ts';
import { findRun, outcomeOf, type Implementation, type PlannedRun, type Role } from '../plan/keys.ts';
import { planRuns } from '../plan/runs.ts';
import type { StagePlan } from '../plan/stage.ts';
import { ownNamesOf, registeredTests, scoreHidden, scoreTesting, type OwnRun } from './scoring.ts';
import { handsInStage, studentTestFiles, subjectFiles } from '../intake/submission.ts';
import { refusedFor, type Refused } from '../intake/workingCopy.ts';

/** One activity of one submission (a working copy at `root`), planned for grading (plan/runs.ts). */
export interface Planned {
  plan: StagePlan;
  activity: Activity;
  root: string;
  missing: string[];
  runs: PlannedRun[];
}

/**
 * The runs that grade one activity of the submission at `root`: `submission` names it where a batch runs many at
 * once, and `timeoutMs` replaces the stage's per-test limit.
 */
export function planActivity(
  plan: StagePlan,
  root: string,
  options: { submission?: string; timeoutMs?: number } = {},
): Planned {
  const { missing, runs } = planRuns(plan, { purpose: 'grade', root, ...options });
  return { plan, activity: plan.activity, root, missing, runs };
}

/** A load error in a student's words: where in their file (if the error says) and the first line of what. */
export function describeLoadError(message: string, root: string, kitRoot: string, files: string[] = []): string {
  const failure = loadFailure(message, '', { roots: [root, kitPaths(kitRoot).activities], kitRoot, files });
  return failure.line === undefined ? failure.why : `${placeOf(failure)}: ${failure.why}`;
}

function describeForbidden(use: ForbiddenUse): string {
  const where = `${use.file}:${use.line}:${use.column}`;
  return `${where} uses ${apiName(use.api, use.construct)}: not allowed here (${use.why}); the hidden tests' points are withheld until it is gone`;
}

/** A forbidden API voids the hidden tests' points (their verdicts stay visible): the rule is part of the task. */
function withheldIfForbidden(hidden: HiddenTestResult[], violated: boolean): HiddenTestResult[] {
  return violated ? hidden.map((test) => ({ ...test, points: 0 })) : hidden;
}

const NO_COVERAGE: CoverageFigure = { lines: 0, statements: 0, functions: 0, branches: 0 };

export interface ActivityExtras {
  kit: KitPaths;
  refused?: Refused[];
  coverage?: CoverageFigure;
  typeProblems?: TypeProblem[];
  /** The activity's forbidden-API uses (analysis.ts). */
  forbidden: ForbiddenUse[];
  /**
   * In grading, the run of the student's tests on their own code (the coverage run; undefined where it gave no
   * outcome): what students are shown of their tests comes from it (scoring.ts OwnRun). Absent outside grading.
   */
  own?: { outcome: RunOutcome | undefined };
}

function ownRun(outcome: RunOutcome | undefined): OwnRun {
  return {
    registered: registeredTests(outcome?.tests ?? []),
    loadErrors: (outcome?.fileErrors ?? [])
      .filter((error) => isLoadError(error) || error.kind === 'timeout' || error.kind === 'crash')
      .map((error) => error.message),
  };
}

/** Scores one planned activity from the outcomes of its runs. */
export function scoreActivity(
  planned: Planned,
  outcomes: Map<string, RunOutcome>,
  { kit, refused = [], coverage, typeProblems = [], forbidden: uses, own }: ActivityExtras,
): ActivityResult {
  const { activity, root } = planned;
  const buggy = planned.plan.buggy();
  const get = (role: Role, implementation: Implementation) => {
    const run = findRun(planned.runs, role, implementation);
    return run && outcomeOf(outcomes, run.key);
  };
  const onSubmission = get('hidden', 'submission');
  const onReference = get('tests', 'reference');
  const forbidden = planned.missing.length > 0 ? [] : uses;
  const stageFiles = [...Object.values(subjectFiles(root, activity).files), ...studentTestFiles(root, activity)];
  const handedIn = handsInStage(root, kit.activities, activity);
  const hiddenFileErrors = (onSubmission?.fileErrors ?? [])
    .filter((error) => error.kind !== 'truncated')
    .map((error) => ({
      told: `the hidden tests could not load your code: ${describeLoadError(error.message, root, kit.root, stageFiles)}`,
      inOwnCode: error.inOwnCode === true,
    }));
  // What stopped a hidden suite's file is told with its tests (each unrun test's message), and at once, as a problem,
  // only where the student's modules failed to load on their own: anything later (the suite's code running theirs,
  // the runner failing inside a test, a stop) may hold what their code saw of the suite, its inputs and test names,
  // and whether it happened at all is a bit about them.
  const loadProblems = hiddenFileErrors.filter((error) => error.inOwnCode).map((error) => error.told);
  const notReached = hiddenFileErrors[0]?.told ?? (onSubmission?.limitReached ? NOT_RUN_MESSAGES.limit : undefined);
  const hidden = withheldIfForbidden(
    scoreHidden(activity, onSubmission, get('hidden', 'reference'), notReached),
    forbidden.length > 0,
  );
  const ownTests = own && ownRun(own.outcome);
  const testing = scoreTesting(
    activity,
    onReference,
    buggy.map((impl) => ({ impl, outcome: get('tests', { buggy: impl.id }) })),
    planned.plan.wheats().map((impl) => ({ impl, outcome: get('tests', { wheat: impl.id }) })),
    ownTests,
  );
  const cut = planned.runs
    .map((run) => ({ role: run.key.role, limit: outcomeOf(outcomes, run.key)?.limitReached }))
    .filter((run) => run.limit !== undefined);
  // The report keeps the test running when the limit came, for the instructor; the student's problem names it only
  // where they may see its name (their own tests, the public ones): a hidden test's name, in a problem shown while the
  // hidden tests are not, would tell them the hidden suite one submission at a time.
  const running = cut.find((run) => run.limit!.running)?.limit!.running;
  // In grading, a name of the student's tests is shown only as their own code names it (scoring.ts OwnRun): the runs
  // on the kit's implementations make their names with the kit's code.
  const ownNames = ownTests && ownNamesOf(ownTests);
  const ownNamed = (name: string) => !ownNames || (!testing.registeredByCode && ownNames.has(name));
  const shown = (role: Role, name: string) => role === 'visible' || (role === 'tests' && ownNamed(name));
  const namedRunning = cut.find((run) => run.limit!.running && shown(run.role, run.limit!.running))?.limit!.running;
  const stoppedAtLimit = cut.length > 0 ? { ...(running ? { running } : {}) } : undefined;
  // Coverage is of the student's code by their own tests: where the stage asks for tests and they handed its code in
  // with none, that is 0 %, shown (loading an empty test file runs the class declarations: not the tests' doing).
  // Where the whole-run limit came first, nothing was measured and nothing is claimed.
  const noTests = activity.manifest.files.studentTests.length > 0 && testing.tests.length === 0;
  const coverageFigure = noTests && planned.missing.length === 0 && !stoppedAtLimit ? NO_COVERAGE : coverage;
  const stopList = planned.runs.flatMap((run) => outcomeOf(outcomes, run.key)?.stops ?? []);
  const stops =
    stopList.length > 0
      ? {
          confirmed: stopList.filter((stop) => stop.confirmed).length,
          unconfirmed: stopList.filter((stop) => !stop.confirmed).length,
        }
      : undefined;
  const refusedHere = refusedFor(refused, activity.id);
  // A file the intake refused (too large, a link), or a folder above it, is named for that: not also as missing.
  const refuses = (entry: Refused, name: string) =>
    entry.path === `${activity.id}/${name}` || !entry.path.startsWith(`${activity.id}/`);
  // A cut of the hidden run alone is told with the hidden tests (each unrun one's message), as they are shown: it
  // could be a bit about what the student's code met there (run/budget.ts ranks it last for that).
  const shownCut = cut.some((run) => run.role !== 'hidden');
  const problems = [
    ...(shownCut
      ? [
          `${LIMIT_STOP_PROBLEM}${namedRunning ? ` (the test running then: ${namedRunning})` : ''}; tests that did not run earn nothing and never count against your own tests`,
        ]
      : []),
    ...refusedHere.map((entry) => `${entry.path} ${entry.reason}; it was not graded`),
    ...planned.missing
      .filter((name) => !refusedHere.some((entry) => refuses(entry, name)))
      .map(
        (name) => `missing file ${activity.id}/${name}: create it from the stub in activities/${activity.id}/${name}`,
      ),
    ...loadProblems,
    // A bound on the tests a file may count is a stated rule: the student is told when their file goes past it.
    ...(onReference?.fileErrors ?? [])
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
    ...(coverageFigure ? { coverage: coverageFigure } : {}),
    typeProblems,
    forbidden,
    ...(stoppedAtLimit ? { stoppedAtLimit } : {}),
    ...(stops ? { stops } : {}),
    durationMs: Math.round(
      planned.runs.reduce(
        (sum, run) => sum + (outcomeOf(outcomes, run.key)?.tests.reduce((s, t) => s + t.durationMs, 0) ?? 0),
        0,
      ),
    ),
    ...(activity.manifest.manual ? { manual: manualItem(activity, root) } : {}),
    handedIn,
  };
}
