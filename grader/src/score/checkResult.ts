import type { Activity } from '../kit/activities.ts';
import type { ForbiddenUse } from '../analysis/forbidden.ts';
import type { LoadFailure } from '../analysis/loadError.ts';
import type { RunOutcome } from '../run/runner.ts';
import type { BuggyResult, CoverageFigure, StudentTestResult, TypeProblem } from './result.ts';
import type { NotGraded } from './notGraded.ts';

/** What the student's tests gave on the correct implementations check ran them on (CheckReport.wheats). */
export interface CorrectVariants {
  count: number;
  ran: boolean;
  overSpecified: StudentTestResult[];
  leaning: StudentTestResult[];
}

/** What `cardlab check` tells a student about one activity, before any grading. */
export interface CheckReport {
  activity: Activity;
  missing: string[];
  visible: RunOutcome;
  ownTests: RunOutcome;
  coverage?: CoverageFigure;
  coverageReport?: string;
  typeProblems: TypeProblem[];
  /**
   * What the student's files changed of the API their stubs declare (a renamed or missing member, other arguments):
   * the grader's tests call the stub's API, so the stage is not done while there is any, in a student kit too.
   */
  apiProblems: TypeProblem[];
  /** How many hidden tests grading will run, when the kit has its hidden suites. */
  hiddenCount?: number;
  /** Uses of APIs the activity forbids. */
  forbidden: ForbiddenUse[];
  /** Files of the stage's that grading will not take as the student has them (notGraded.ts). */
  notGraded: NotGraded[];
  /** For activities whose buggy implementations are public material: what the student's tests catch. */
  buggy?: BuggyResult[];
  /**
   * The correct implementations the student's tests ran on besides their own code. For activities with wheats: how
   * many; whether the tests ran on them (an instructor's kit: a student kit does not hold them, and grading runs
   * them), and the tests that fail on one (over-specified). In an instructor's kit, also the tests that pass on the
   * student's code with their own earlier stages but fail on the reference as grading runs it, with the kit's earlier
   * stages (`leaning`: they lean on what the student's earlier stage does where its README leaves room).
   */
  wheats?: CorrectVariants;
  /** Files that did not load, for the public tests' run and for the student's own tests' run. */
  loadFailures: { run: 'visible' | 'own'; failure: LoadFailure }[];
  /**
   * The earliest stage of the student's that this one uses whose own public tests fail too (asked only when tests
   * of this stage fail and no exception names the stage): its wrong values are what this stage's tests see.
   */
  failingEarlier?: string;
}
