import type { Binding } from '../binding.ts';

/** One set of test files run under one binding. */
export interface TestRun {
  id: string;
  binding: Binding;
  files: string[];
  timeoutMs: number;
  /**
   * The run holds no student-controlled code (a hidden suite on the reference, `verify`): its files may share a
   * worker with other such runs. Every other run gets a fresh, confined worker per file.
   */
  kitOnly?: boolean;
  /**
   * Graded runs with the same group may have their files run one after another in one worker process (the worker
   * resets its modules between files); runs without one get a fresh process per file. Grading puts a hidden suite's
   * files in a group of their own, apart from the student's tests: a hidden suite never shares a process with any
   * student code but the subject it tests.
   */
  group?: string;
}

export type TestState = 'passed' | 'failed' | 'not-run';

/** Why a test has no verdict of its own. */
export type NotRunReason = 'skipped' | 'limit' | 'crashed';

export interface TestOutcome {
  file: string;
  /** The test's own name, e.g. `deal_returns_null_when_empty`. */
  name: string;
  /** With its describe blocks: `Deck > deal_returns_null_when_empty`. */
  fullName: string;
  state: TestState;
  notRun?: NotRunReason;
  message?: string;
  /**
   * The two sides of a failed comparison (`toBe`, `toEqual`…) as text: strings as they are, other values printed;
   * each capped at 20,000 characters. Reports show where they first differ.
   */
  comparison?: { expected: string; actual: string };
  durationMs: number;
}

export interface RunOutcome {
  tests: TestOutcome[];
  /** Files that could not run at all (syntax error, failed import, no tests), with the reason. */
  fileErrors: { file: string; message: string }[];
}

export interface RunOptions {
  root: string;
  /** Whole-run limit: tests still running then are stopped and reported as not run. */
  limitMs?: number;
  coverage?: { include: string[]; reportsDirectory: string; reporters: string[] };
}
