// The one result model: every reporter (terminal, JSON, Gradescope, …) renders a GradeReport.
import type { ForbiddenUse } from '../analysis/forbiddenUse.ts';
import type { TypeProblem } from '../analysis/typeProblem.ts';

/** The two sides of a failed comparison, in full (up to 20,000 characters each): values that are not text printed. */
export interface Comparison {
  expected: string;
  actual: string;
  /**
   * Which sides were strings, when one was not: a printed `true` and the string `'true'` read the same. Absent when
   * both were strings (or the assertion did not say).
   */
  strings?: { expected: boolean; actual: boolean };
}

export interface HiddenTestResult {
  /** The test's name in its suite, e.g. `deal_returns_null_when_empty`. */
  name: string;
  suite: string;
  /**
   * The describe blocks around it (`Deck > deal`), absent when it has none: one name may be in several groups of a
   * suite, and the group is what tells them apart.
   */
  group?: string;
  passed: boolean;
  points: number;
  maxPoints: number;
  /** Why it failed, in words a student can act on (capped in length). */
  message?: string;
  /** How long it ran, as the test runner measured it (absent when it never ran). */
  durationMs?: number;
  /**
   * Why it has no verdict of its own: the student's code is missing or did not load, the test was skipped, the
   * whole-run limit stopped grading first, or its worker crashed. Absent when it ran to a verdict.
   */
  notRun?: 'not-loaded' | 'skipped' | 'limit' | 'crashed';
  /** What the failed comparison expected and got, in full: reporters show where they first differ. */
  comparison?: Comparison;
}

export interface BuggyResult {
  id: string;
  caught: boolean;
  /** Names of the student's tests that failed on it. */
  caughtBy: string[];
  /** Shown only when the bug was missed; never the buggy source. */
  hint?: string;
  /** The student's tests never ran on it: grading stopped at the whole-run limit first. */
  notRun?: boolean;
  /** How long the student's tests ran against it. */
  durationMs?: number;
}

/** A wheat (a correct implementation that takes a freedom the stage leaves open) a student's test failed on. */
export interface OverSpecified {
  wheat: string;
  /** What the wheat does differently, and why that is allowed (its @freedom line). */
  freedom: string;
}

export interface StudentTestResult {
  name: string;
  /** Against the reference: a test that fails there is invalid. */
  validOnReference: boolean;
  /** How many of the activity's wheats it passed on (absent where the activity has none). */
  wheatsPassed?: number;
  /**
   * The wheats it failed on: it asserts what the specification leaves open, so it is invalid as a test failing on the
   * reference is. Absent when it failed on none.
   */
  overSpecified?: OverSpecified[];
  message?: string;
  /** It did not run on the reference (skipped, or cut short by the whole-run limit): no verdict either way. */
  notRun?: boolean;
  /** When it failed on the reference: what its failed comparison expected and got. */
  comparison?: Comparison;
  /**
   * Its name, as the runs on the kit's implementations made it, is no name any of the student's tests has on their
   * own code: the name is computed from the code it runs, and could show what the reference computes. What students
   * are shown calls it by a placeholder (report/gradedItems.ts); the instructor's reports keep the name.
   */
  namedByCode?: true;
}

export interface TestingResult {
  points: number;
  maxPoints: number;
  tests: StudentTestResult[];
  /** How many wheats (correct implementations besides the reference) the tests ran on; absent where none. */
  wheats?: number;
  buggy: BuggyResult[];
  /** Why no thoroughness credit was given, when none was. */
  note?: string;
  /**
   * The tests the student's file registered on the reference are not those it registers on the student's own code
   * (by name, number or order): they come from what the kit's code computed as the file loaded. Students are shown
   * no name, count or order of them, only which buggy implementations were caught (report/gradedItems.ts).
   */
  registeredByCode?: true;
}

export interface CoverageFigure {
  /** Percent of the student's own subject lines run by the student's own tests. */
  lines: number;
  statements: number;
  functions: number;
  branches: number;
}

export type { TypeProblem };

/** A use of a forbidden API, as the lab rules report it (analysis/forbiddenUse.ts). */
export type ForbiddenUseResult = ForbiddenUse;

/** An item graded by hand (manifest `manual`): extra points, kept apart from the activity's own. */
export interface ManualResult {
  title: string;
  /** The file the student describes their work in, in the activity's folder. */
  file: string;
  /** 0 until the instructor grades it. */
  points: number;
  maxPoints: number;
  /** The file holds more than the kit's template. */
  described: boolean;
  /** What the student wrote, without the template (capped), for the instructor. */
  description?: string;
}

export interface ActivityResult {
  id: string;
  title: string;
  points: number;
  maxPoints: number;
  /** What stopped parts of the activity from being graded: a missing file, a syntax error, a failed import… */
  problems: string[];
  hidden: HiddenTestResult[];
  testing: TestingResult;
  coverage?: CoverageFigure;
  typeProblems: TypeProblem[];
  /** Time its tests took (hidden tests and the student's tests, as the runner measured them). */
  durationMs?: number;
  /** Uses of APIs the activity forbids; while there is one, the hidden tests' points are withheld. */
  forbidden: ForbiddenUseResult[];
  /** Grading stopped at the whole-run limit before this activity was done; the test that was running then. */
  stoppedAtLimit?: { running?: string };
  /**
   * Tests or files stopped for their time (CPU time, run/limits.ts) or because their worker ended: how many a run of
   * their file on its own stopped again (confirmed), and how many could not be run again before the whole-run limit.
   */
  stops?: { confirmed: number; unconfirmed: number };
  /**
   * No step of grading could take the activity's files, even graded on its own (ungradable.ts): it scores nothing.
   * What failed may be the submission's (code nested past what the compiler reads) or the machine's (a worker that
   * could not start), so such a report is never kept as up to date.
   */
  ungradable?: true;
  /** The activity's item graded by hand, if it has one. */
  manual?: ManualResult;
  /**
   * Whether the submission hands the stage in: one of its files (subject or own tests) is there and is not the kit's
   * stub or template unchanged (submission.ts). A stage not handed in still scores (0 or what a stub earns, of its
   * full maximum), but class statistics count only the students who handed it in. Absent in reports of kits before
   * it was added: read as handed in.
   */
  handedIn?: boolean;
}

/**
 * How the problem that the whole-run limit stopped an activity begins (`ActivityResult.stoppedAtLimit`): reporters
 * that tell what did not run from what failed (JUnit's skipped) know it by this.
 */
export const LIMIT_STOP_PROBLEM = 'grading stopped at the whole-run time limit before this activity was done';

/** Why a buggy implementation has no verdict (`BuggyResult.notRun`), in every report's words. */
export const NOT_RUN_ON_LIMIT = 'grading stopped at the whole-run time limit first';

export interface GradeReport {
  tool: 'cardlab';
  version: string;
  submission: string;
  gradedAt: string;
  durationMs: number;
  points: number;
  maxPoints: number;
  activities: ActivityResult[];
  /** Where the HTML coverage report was written, if any. */
  coverageReport?: string;
  /** A failure of the grading run itself (the report then says what could not be graded). */
  error?: string;
  /** Things an instructor should know that cost no points by themselves (e.g. restored kit files). */
  warnings?: string[];
  /** What was graded: the submission's content, the kit's version and the activities (src/intake/fingerprint.ts). */
  fingerprint?: string;
  /** How the processes that ran the submission's code were confined (sandbox/confinement.ts). */
  confinement?: { kind: 'bubblewrap' | 'user' | 'none'; summary: string };
}

/**
 * Whether something other than the submission's own verdicts may have shaped this grade: the whole-run limit cut an
 * activity short, a test or file was stopped for its time or by a crash, or an activity could not be graded at all.
 * `grade-all` never keeps such a report as up to date: the next run grades the submission again (a grade must not
 * stay cut because the machine was short of something once). A grading run that failed as a whole is not kept either
 * (gradeSubmission.ts).
 */
export function gradeWasCut(report: GradeReport): boolean {
  return report.activities.some(
    (activity) =>
      activity.stoppedAtLimit !== undefined || activity.stops !== undefined || activity.ungradable !== undefined,
  );
}

/**
 * Whether the student handed the stage in. A stage graded only because its lab was (every file of it missing, or left
 * at the kit's stubs) says nothing about which hidden test is hard or which bug tests miss: class statistics count
 * only the stages handed in. A report from before `handedIn` was recorded reads as handed in, as it was counted then.
 */
export function wasHandedIn(activity: ActivityResult): boolean {
  return activity.handedIn !== false;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The report of a grade that could not run at all: it says why, scores nothing, and is still a valid report. */
export function failedReport(version: string, submission: string, error: string): GradeReport {
  const gradedAt = new Date().toISOString();
  return {
    tool: 'cardlab',
    version,
    submission,
    gradedAt,
    durationMs: 0,
    points: 0,
    maxPoints: 0,
    activities: [],
    error,
  };
}
