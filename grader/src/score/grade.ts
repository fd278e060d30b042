import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import { coverageByActivity } from './coverage.ts';
import { kitPaths, type KitPaths } from '../kit/kit.ts';
import { restoreKit, snapshotKit } from '../kit/integrity.ts';
import { confinement, probeConfinement } from '../sandbox/confinement.ts';
import { runTestsKnowingReference } from '../plan/referenceRuns.ts';
import { planActivity, scoreActivity } from './activityGrade.ts';
import { stagePlan } from '../plan/stage.ts';
import { WHOLE_RUN_LIMIT_MS } from '../run/limits.ts';
import { round2, type ActivityResult, type GradeReport } from './result.ts';
import { submissionRoot } from '../intake/submission.ts';
import { refusedFor, workingCopy, type Refused } from '../intake/workingCopy.ts';
import { analyseAside, type Analysis } from '../analysis/analysis.ts';
import { ungradable } from './ungradable.ts';
import { cpuTimeMeasurable } from '../run/cpuTime.ts';
import { slots } from '../run/workers.ts';

export interface GradeOptions {
  kitRoot: string;
  submissionDir: string;
  activities: Activity[];
  /** Where the HTML coverage report goes. */
  outDir: string;
  /** Whole-run limit: CPU time of the workers of each run of graded code (ms), see run/limits.ts. */
  limitMs?: number;
  /**
   * CPU time the type check and the lab rules may take (ms), in place of analysis/analysisBudget.ts's: for the kit's
   * tests, which show a stopped type check without spending a minute on one.
   */
  analysisLimitMs?: number;
  version?: string;
}

export { describeLoadError } from './activityGrade.ts';

function warningsOf(tampered: string[], refused: Refused[], ungradable: string[]): { warnings?: string[] } {
  const warnings = [
    ...ungradable.map((id) => `${id} could not be graded (it scores nothing; its problems say why)`),
    ...(tampered.length > 0
      ? [
          `code in this submission changed kit files while its own tests ran; they were restored: ${tampered.join(', ')}`,
        ]
      : []),
    ...refused.slice(0, 20).map((entry) => `${entry.path} ${entry.reason}; it was not graded`),
    ...(cpuTimeMeasurable()
      ? []
      : [
          'time limits were measured on the clock (this system gives no CPU time of processes): a busy machine may ' +
            'stop a slow test early; every stop was run again on its own before it counted',
        ]),
  ];
  return warnings.length > 0 ? { warnings } : {};
}

/** Grades a submission: every activity on its own, so a broken file costs only that activity's points. */
export async function grade(options: GradeOptions): Promise<GradeReport> {
  const started = Date.now();
  const kit = kitPaths(options.kitRoot);
  const copy = workingCopy(submissionRoot(options.submissionDir), kit.root);
  try {
    return await gradeCopy(options, kit, copy.dir, started, copy.refused);
  } finally {
    copy.remove();
  }
}

async function gradeCopy(
  options: GradeOptions,
  kit: KitPaths,
  root: string,
  started: number,
  refused: Refused[],
): Promise<GradeReport> {
  const limitMs = options.limitMs ?? WHOLE_RUN_LIMIT_MS;
  // The analysis thread starts on the type check at once, while the confinement's trials (processes of their own)
  // tell which confinement this is.
  const analysing = analyseAside(kit, root, options.activities, {
    types: {},
    rules: { ownStages: false },
    limitMs: options.analysisLimitMs,
  });
  analysing.catch(() => {}); // Its failure is the grade's, below, not an unhandled rejection meanwhile.
  // Without an operating-system sandbox the coverage run (which cannot have Node's permission model) could write to
  // the kit: then the kit is snapshot, and anything it changes is put back before the next submission, and reported.
  // Under a sandbox graded code cannot write there at all, and nothing is restored behind the instructor's back.
  // The confinement's trials (processes of their own) run while the plans are made and the files compile; no
  // worker starts before the snapshot is taken (`ready`, run/types.ts).
  let snapshot: ReturnType<typeof snapshotKit> | undefined;
  const ready = probeConfinement().then(() => {
    if (confinement().kind === 'none') snapshot = snapshotKit(kit.root);
  });
  ready.catch(() => {}); // Its failure is the runs', which wait for it.
  let graded: Graded;
  try {
    graded = await gradeActivities(kit, root, options.activities, { ...options, limitMs, refused, analysing, ready });
  } catch (error) {
    // Something of the submission broke a step that grades every activity at once (a file the compiler, the type
    // checker or the coverage could not take): each activity is graded again on its own, so that the file costs
    // only its own activity's points (ungradable.ts).
    graded = await oneAtATime(kit, root, options.activities, { ...options, limitMs, refused, ready }, error);
  }
  await ready;
  const tampered = snapshot ? restoreKit(kit.root, snapshot) : [];
  const { activities } = graded;
  return {
    tool: 'cardlab',
    version: options.version ?? '0.0.0',
    submission: path.basename(path.resolve(options.submissionDir)),
    gradedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    points: round2(activities.reduce((sum, a) => sum + a.points, 0)),
    maxPoints: activities.reduce((sum, a) => sum + a.maxPoints, 0),
    activities,
    ...(graded.coverageReport ? { coverageReport: graded.coverageReport } : {}),
    confinement: { kind: confinement().kind, summary: confinement().summary },
    ...warningsOf(
      tampered,
      refused.filter((entry) => !options.activities.some((activity) => refusedFor([entry], activity.id).length > 0)),
      graded.ungradable ?? [],
    ),
  };
}

interface Graded {
  activities: ActivityResult[];
  coverageReport?: string;
  /** The activities that could not be graded even on their own (ungradable.ts). */
  ungradable?: string[];
}

interface Together extends Pick<GradeOptions, 'outDir' | 'analysisLimitMs'> {
  limitMs: number;
  refused: Refused[];
  /** The confinement known and the kit's snapshot taken where one is: no worker starts before (run/types.ts). */
  ready: Promise<void>;
  /** The static analysis of exactly these activities, already started. */
  analysing: Promise<Analysis>;
}

/** The activities graded together: their runs, the analysis and the coverage side by side, then each scored. */
async function gradeActivities(
  kit: KitPaths,
  root: string,
  activities: Activity[],
  { outDir, limitMs, refused, analysing, ready }: Together,
): Promise<Graded> {
  const plans = activities.map((activity) => planActivity(stagePlan(kit, activity), root));
  const runs = plans.flatMap((p) => p.runs);
  // The analysis thread is a core's computing for most of a grade (the type check and the rules of every stage): it
  // holds one of the worker slots until it answers, so that it and the workers never outnumber the cores (on 2 cores,
  // one worker beside it, then two: 0.09 to 0.15 s less CPU than three at once). Not in `check`, whose
  // one stage's analysis is short and whose few jobs run best side by side.
  void analysing.finally(slots.hold()).catch(() => {});
  // The coverage run shares the worker slots (pool.ts) with the tests, under a whole-run limit of its own (the
  // same): it runs beside them, not after them, so a core is never idle while the other finishes the last files.
  // Each step is waited for, even where another failed: a grade that fails here is graded again one activity at a
  // time (oneAtATime), and runs left going behind it would have held the cores and the time of that second grade.
  const steps = [
    runTestsKnowingReference(kit, runs, { root: kit.root, limitMs, typeCheckBeside: true, ready }),
    analysing,
    coverageByActivity(kit, root, activities, path.join(outDir, 'coverage'), limitMs, {
      listUntested: true,
      keepOutcomes: true,
      ready,
    }),
  ] as const;
  await Promise.allSettled(steps);
  const [outcomes, analysis, coverage] = await Promise.all(steps);
  const scored = plans.map((planned) =>
    scoreActivity(planned, outcomes, {
      kit,
      refused,
      coverage: coverage.figures.get(planned.activity.id),
      typeProblems: analysis.typeProblems.get(planned.activity.id) ?? [],
      forbidden: analysis.forbidden.get(planned.activity.id) ?? [],
      own: { outcome: coverage.outcomes?.get(planned.activity.id) },
    }),
  );
  return { activities: scored, coverageReport: coverage.htmlReport };
}

/**
 * Each activity graded on its own, after grading them together failed: one that fails alone too scores nothing, of
 * its full maximum, and says why (ungradable.ts); the others are graded as they would have been.
 */
async function oneAtATime(
  kit: KitPaths,
  root: string,
  activities: Activity[],
  options: Omit<Together, 'analysing'>,
  together: unknown,
): Promise<Graded> {
  const graded: Required<Graded> = { activities: [], coverageReport: '', ungradable: [] };
  // One activity alone failed already: grading it again would fail the same way.
  if (activities.length === 1) {
    graded.activities.push(await ungradable(kit, root, activities[0]!, together, options.limitMs));
    graded.ungradable.push(activities[0]!.id);
    return graded;
  }
  // The whole-run limit is the grade's, shared: each activity graded alone gets its part of it, so that a grade
  // graded again this way never takes the limit as many times as it has activities.
  const limitMs = Math.max(1, Math.floor(options.limitMs / activities.length));
  for (const activity of activities) {
    try {
      const analysing = analyseAside(kit, root, [activity], {
        types: {},
        rules: { ownStages: false },
        limitMs: options.analysisLimitMs,
      });
      // Each writes the coverage report's folder anew: the last one graded is the one left there.
      const one = await gradeActivities(kit, root, [activity], { ...options, limitMs, analysing });
      graded.activities.push(...one.activities);
      graded.coverageReport = one.coverageReport ?? graded.coverageReport;
    } catch (error) {
      graded.activities.push(await ungradable(kit, root, activity, error, limitMs));
      graded.ungradable.push(activity.id);
    }
  }
  // Not one of several activities could be graded, even alone: that says more of the grader (or its machine) than
  // of the submission, and the grade fails as a whole, saying why, rather than score every activity 0.
  if (graded.ungradable.length === activities.length) throw together;
  return graded;
}
