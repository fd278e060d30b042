import path from 'node:path';
import type { Activity } from './activities.ts';
import type { Binding } from './binding.ts';
import { buggyImpls, type BuggyImpl } from './buggy.ts';
import { coverageByActivity } from './coverage.ts';
import { kitPaths, type KitPaths } from './kit.ts';
import { checkForbidden, type ForbiddenUse } from './forbidden.ts';
import { restoreKit, snapshotKit } from './integrity.ts';
import { round2, type ActivityResult, type GradeReport, type HiddenTestResult } from './result.ts';
import { runTests, type RunOutcome, type TestRun } from './runner.ts';
import { hiddenMaxPoints, scoreHidden, scoreTesting } from './scoring.ts';
import { studentTestFiles, subjectFiles, submissionRoot, workingCopy } from './submission.ts';
import { typeCheck } from './typecheck.ts';

export interface GradeOptions {
  kitRoot: string;
  submissionDir: string;
  activities: Activity[];
  /** Where the HTML coverage report goes. */
  outDir: string;
  /** Whole-run limit for each vitest run (ms). */
  limitMs?: number;
  version?: string;
}

export const DEFAULT_TIMEOUT_MS = 5_000;
export const DEFAULT_LIMIT_MS = 120_000;

function suiteFiles(activity: Activity): string[] {
  return activity.manifest.hidden.map((entry) => path.join(activity.suiteDir, entry.suite));
}

function bindingFor(kit: KitPaths, activity: Activity, subjects: Record<string, string>, root: string): Binding {
  return { kit, activity, subjects, workDirs: [kit.activities, root] };
}

function referenceSubjects(activity: Activity): Record<string, string> {
  return Object.fromEntries(activity.manifest.files.subject.map((name) => [name, path.join(activity.referenceDir, name)]));
}

interface Planned {
  activity: Activity;
  missing: string[];
  buggy: BuggyImpl[];
}

/** Runs for one activity: the hidden suites on the submission and on the reference, the student's tests on the reference and on each buggy implementation. */
function plan(kit: KitPaths, root: string, activity: Activity): { planned: Planned; runs: TestRun[] } {
  const { files, missing } = subjectFiles(root, activity);
  const buggy = buggyImpls(activity);
  const timeoutMs = activity.manifest.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const reference = referenceSubjects(activity);
  const studentTests = studentTestFiles(root, activity);
  const run = (kind: string, subjects: Record<string, string>, testFiles: string[]): TestRun => ({
    id: `${activity.id}#${kind}`,
    binding: bindingFor(kit, activity, subjects, root),
    files: testFiles,
    timeoutMs,
  });
  const runs = [
    run('hidden@reference', reference, suiteFiles(activity)),
    run('hidden', files, missing.length > 0 ? [] : suiteFiles(activity)),
    run('tests@reference', reference, studentTests),
    ...buggy.map((impl) => run(`tests@${impl.id}`, { ...reference, [impl.subject]: impl.file }, studentTests)),
  ];
  return { planned: { activity, missing, buggy }, runs };
}

/** A load error in a student's words: where in their file (if the error says) and the first line of what. */
export function describeLoadError(message: string, root: string, kitRoot: string): string {
  const workPrefix = path.relative(kitRoot, root).split(path.sep).join('/') + '/';
  const clean = message.replaceAll(root + path.sep, '').replaceAll(workPrefix, '');
  const where = /([\w./-]+\.ts):(\d+):(\d+)/.exec(clean);
  const what = clean.split('\n').map((line) => line.trim()).filter((line) => line && !/^([│╭─\d ]|at )/.test(line)).slice(0, 2).join(' ');
  return where ? `${where[1]}:${where[2]}:${where[3]}: ${what}` : what;
}

function problemsOf(planned: Planned, hidden: RunOutcome | undefined, kit: KitPaths, root: string): string[] {
  const problems = planned.missing.map((name) => `missing file ${planned.activity.id}/${name}: create it from the stub in activities/${planned.activity.id}/${name}`);
  for (const error of hidden?.fileErrors ?? []) {
    problems.push(`the hidden tests could not load your code: ${describeLoadError(error.message, root, kit.root)}`);
  }
  return problems;
}

function describeForbidden(use: ForbiddenUse): string {
  return `${use.file}:${use.line}:${use.column} uses ${use.api}, which this activity forbids (${use.why}); the hidden tests' points are withheld until it is gone`;
}

/** A forbidden API voids the hidden tests' points (their verdicts stay visible): the rule is part of the task. */
function withheldIfForbidden(hidden: HiddenTestResult[], violated: boolean): HiddenTestResult[] {
  return violated ? hidden.map((test) => ({ ...test, points: 0 })) : hidden;
}

/** Grades a submission: every activity on its own, so a broken file costs only that activity's points. */
export async function grade(options: GradeOptions): Promise<GradeReport> {
  const started = Date.now();
  const kit = kitPaths(options.kitRoot);
  const copy = workingCopy(submissionRoot(options.submissionDir), kit.root);
  try {
    return await gradeCopy(options, kit, copy.dir, started);
  } finally {
    copy.remove();
  }
}

async function gradeCopy(options: GradeOptions, kit: KitPaths, root: string, started: number): Promise<GradeReport> {
  const plans = options.activities.map((activity) => plan(kit, root, activity));
  const runs = plans.flatMap((p) => p.runs);
  const limitMs = options.limitMs ?? DEFAULT_LIMIT_MS;
  const snapshot = snapshotKit(kit.root);
  // The scored runs first (their workers cannot write to the kit), then the coverage run, which cannot have that
  // protection: anything it changes in the kit is put back before the next submission, and reported.
  const [outcomes, typeProblems] = await Promise.all([runTests(runs, { root: kit.root, limitMs }), typeCheck(kit, root, options.activities)]);
  const coverage = await coverageByActivity(kit, root, options.activities, path.join(options.outDir, 'coverage'), limitMs);
  const tampered = restoreKit(kit.root, snapshot);
  const activities = plans.map(({ planned }): ActivityResult => {
    const { activity, buggy } = planned;
    const get = (kind: string) => outcomes.get(`${activity.id}#${kind}`);
    const forbidden = planned.missing.length > 0 ? [] : checkForbidden(activity.manifest, subjectFiles(root, activity).files, root);
    const hidden = withheldIfForbidden(scoreHidden(activity, get('hidden')), forbidden.length > 0);
    const testing = scoreTesting(activity, get('tests@reference'), buggy.map((impl) => ({ impl, outcome: get(`tests@${impl.id}`) })));
    const hiddenMax = hiddenMaxPoints(activity, get('hidden@reference')!);
    const points = round2(hidden.reduce((sum, test) => sum + test.points, 0) + testing.points);
    return {
      id: activity.id,
      title: activity.manifest.title,
      points,
      maxPoints: hiddenMax + testing.maxPoints,
      problems: [...problemsOf(planned, get('hidden'), kit, root), ...forbidden.map(describeForbidden)],
      hidden,
      testing,
      coverage: coverage.figures.get(activity.id),
      typeProblems: typeProblems.get(activity.id) ?? [],
      forbidden,
      durationMs: Math.round([...outcomes.entries()].filter(([id]) => id.startsWith(`${activity.id}#`)).reduce((sum, [, o]) => sum + o.tests.reduce((s, t) => s + t.durationMs, 0), 0)),
    };
  });
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
    ...(tampered.length > 0 ? { warnings: [`code in this submission changed kit files while its own tests ran; they were restored: ${tampered.join(', ')}`] } : {}),
  };
}
