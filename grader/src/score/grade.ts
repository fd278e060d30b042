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
import { round2, type GradeReport } from './result.ts';
import { submissionRoot } from '../intake/submission.ts';
import { refusedFor, workingCopy, type Refused } from '../intake/workingCopy.ts';
import { analyseAside } from '../analysis/analysis.ts';
import { cpuTimeMeasurable } from '../run/cpuTime.ts';

export interface GradeOptions {
  kitRoot: string;
  submissionDir: string;
  activities: Activity[];
  /** Where the HTML coverage report goes. */
  outDir: string;
  /** Whole-run limit: CPU time of the workers of each run of graded code (ms), see run/limits.ts. */
  limitMs?: number;
  version?: string;
}

export { describeLoadError } from './activityGrade.ts';

function warningsOf(tampered: string[], refused: Refused[]): { warnings?: string[] } {
  const warnings = [
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
  const plans = options.activities.map((activity) => planActivity(stagePlan(kit, activity), root));
  const runs = plans.flatMap((p) => p.runs);
  const limitMs = options.limitMs ?? WHOLE_RUN_LIMIT_MS;
  // The analysis thread starts on the type check at once, while the confinement's trials (processes of their own)
  // tell which confinement this is.
  const analysing = analyseAside(kit, root, options.activities, { types: {}, rules: true });
  analysing.catch(() => {}); // Its failure is the grade's, below, not an unhandled rejection meanwhile.
  await probeConfinement();
  // Without an operating-system sandbox the coverage run (which cannot have Node's permission model) could write to
  // the kit: then the kit is snapshot, and anything it changes is put back before the next submission, and reported.
  // Under a sandbox graded code cannot write there at all, and nothing is restored behind the instructor's back.
  const snapshot = confinement().kind === 'none' ? snapshotKit(kit.root) : undefined;
  // The coverage run shares the worker slots (pool.ts) and the whole-run limit with the tests: it runs beside them,
  // not after them, so a core is never idle while the other finishes the last files.
  const [outcomes, analysis, coverage] = await Promise.all([
    runTestsKnowingReference(kit, runs, { root: kit.root, limitMs, typeCheckBeside: true }),
    analysing,
    coverageByActivity(kit, root, options.activities, path.join(options.outDir, 'coverage'), limitMs, {
      listUntested: true,
    }),
  ]);
  const tampered = snapshot ? restoreKit(kit.root, snapshot) : [];
  const activities = plans.map((planned) =>
    scoreActivity(planned, outcomes, {
      kit,
      refused,
      coverage: coverage.figures.get(planned.activity.id),
      typeProblems: analysis.typeProblems.get(planned.activity.id) ?? [],
      forbidden: analysis.forbidden.get(planned.activity.id) ?? [],
    }),
  );
  return {
    tool: 'cardlab',
    version: options.version ?? '0.0.0',
    submission: path.basename(path.resolve(options.submissionDir)),
    gradedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    points: round2(activities.reduce((sum, a) => sum + a.points, 0)),
    maxPoints: activities.reduce((sum, a) => sum + a.maxPoints, 0),
    activities,
    coverageReport: coverage.htmlReport,
    confinement: { kind: confinement().kind, summary: confinement().summary },
    ...warningsOf(
      tampered,
      refused.filter((entry) => !options.activities.some((activity) => refusedFor([entry], activity.id).length > 0)),
    ),
  };
}
