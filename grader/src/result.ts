// The one result model: every reporter (terminal, JSON, Gradescope, …) renders a GradeReport.

export interface HiddenTestResult {
  /** The test's name in its suite, e.g. `deal_returns_null_when_empty`. */
  name: string;
  suite: string;
  passed: boolean;
  points: number;
  maxPoints: number;
  /** Why it failed, in words a student can act on (capped in length). */
  message?: string;
}

export interface BuggyResult {
  id: string;
  caught: boolean;
  /** Names of the student's tests that failed on it. */
  caughtBy: string[];
  /** Shown only when the bug was missed; never the buggy source. */
  hint?: string;
}

export interface StudentTestResult {
  name: string;
  /** Against the reference: a test that fails there is invalid. */
  validOnReference: boolean;
  message?: string;
}

export interface TestingResult {
  points: number;
  maxPoints: number;
  tests: StudentTestResult[];
  buggy: BuggyResult[];
  /** Why no thoroughness credit was given, when none was. */
  note?: string;
}

export interface CoverageFigure {
  /** Percent of the student's own subject lines run by the student's own tests. */
  lines: number;
  statements: number;
  functions: number;
  branches: number;
}

export interface TypeProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface ForbiddenUseResult {
  file: string;
  line: number;
  column: number;
  api: string;
  why: string;
}

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
  /** The activity's item graded by hand, if it has one. */
  manual?: ManualResult;
}

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
  /** What was graded: the submission's content, the kit's version and the activities (src/fingerprint.ts). */
  fingerprint?: string;
  /** How the processes that ran the submission's code were confined (sandbox/confinement.ts). */
  confinement?: { kind: 'bubblewrap' | 'user' | 'none'; summary: string };
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
