// The plan of runs (grader/src/plan/): a stage's manifest resolved once against the kit (this file), the keys that
// name a run (keys.ts), and the runs each command makes of a stage (runs.ts). Grade, check, list, coverage, verify
// and the student-kit release take their runs from here: no other module builds a run of a stage, and no module
// parses a run's id back.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import { buggyImpls, type BuggyImpl } from '../kit/buggy.ts';
import type { KitPaths } from '../kit/kit.ts';
import { TEST_LIMIT_MS } from '../run/limits.ts';
import { probesFile, wheatImpls, type WheatImpl } from '../kit/wheats.ts';

/** One hidden suite of a stage: its file in the kit and the points of its tests (1 each where none is named). */
export interface HiddenSuite {
  suite: string;
  file: string;
  weights: Record<string, number>;
}

/** A stage of a lab, its manifest resolved against the kit: every file a run of it may need, and its limit. */
export interface StagePlan {
  kit: KitPaths;
  activity: Activity;
  /** The subject files' names, as the manifest lists them. */
  subjects: string[];
  /** The kit's implementations of the subjects: subject name → file. */
  reference: Record<string, string>;
  stub: Record<string, string>;
  /** The stage's provided files: the kit's copies, whatever a submission holds. */
  provided: string[];
  /** The public tests: the kit's copies, so an edited or deleted copy in a submission never changes a verdict. */
  visibleTests: string[];
  /** The student test files' names: a submission's own copies are found in it (submission.ts). */
  studentTests: string[];
  /** The reference's own student tests, which verify proves on the reference and the buggy implementations. */
  referenceTests: string[];
  hidden: HiddenSuite[];
  /** The hidden suites' files, in manifest order. */
  suites: string[];
  /** The time limit of each test (ms). */
  timeoutMs: number;
  /**
   * The buggy implementations, read from their headers when first asked for: a student kit holds the public ones
   * only, and verify reports a broken header as a failed check. Throws what buggy.ts throws.
   */
  buggy(): BuggyImpl[];
  /**
   * The wheats (kit/wheats.ts), read from their headers when first asked for; none where the kit does not hold them
   * (a student kit: they are full solutions). Throws what kit/wheats.ts throws.
   */
  wheats(): WheatImpl[];
  /** The probe tests of the wheats (verify's), where the kit has them. */
  probes: string | undefined;
}

const within = (dir: string, names: string[] = []) => names.map((name) => path.join(dir, name));
const bySubject = (dir: string, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, path.join(dir, name)]));

/** Resolves one stage's manifest against the kit. */
export function stagePlan(kit: KitPaths, activity: Activity): StagePlan {
  const { files, hidden, timeoutMs } = activity.manifest;
  const suites = hidden.map((entry) => ({
    suite: entry.suite,
    file: path.join(activity.suiteDir, entry.suite),
    weights: entry.weights ?? {},
  }));
  let buggy: BuggyImpl[] | undefined;
  let wheats: WheatImpl[] | undefined;
  return {
    kit,
    activity,
    subjects: [...files.subject],
    reference: bySubject(activity.referenceDir, files.subject),
    stub: bySubject(activity.stubDir, files.subject),
    provided: within(activity.stubDir, files.provided),
    visibleTests: within(activity.stubDir, files.visibleTests),
    studentTests: [...files.studentTests],
    referenceTests: within(activity.referenceDir, files.studentTests),
    hidden: suites,
    suites: suites.map((entry) => entry.file),
    timeoutMs: timeoutMs ?? TEST_LIMIT_MS,
    buggy: () => (buggy ??= buggyImpls(activity)),
    wheats: () => (wheats ??= existsSync(activity.referenceDir) ? wheatImpls(activity) : []),
    probes: probesFile(activity),
  };
}

/** Whether the kit holds the reference of every subject (a student kit holds none). */
export function hasReference(plan: StagePlan): boolean {
  return Object.values(plan.reference).every((file) => existsSync(file));
}

/** The hidden suites the kit holds (a student kit holds none, and takes its count from the manifest). */
export function presentSuites(plan: StagePlan): string[] {
  return plan.suites.filter((file) => existsSync(file));
}

/** The public tests `check` runs: the kit's copies that exist (in a student kit, they are the student's copies). */
export function presentVisibleTests(plan: StagePlan): string[] {
  return plan.visibleTests.filter((file) => existsSync(file));
}

/** The buggy implementations that are public material: `check` runs the student's tests on them. */
export function publicBuggy(plan: StagePlan): BuggyImpl[] {
  return plan.activity.manifest.testing.publicBuggy ? plan.buggy() : [];
}
