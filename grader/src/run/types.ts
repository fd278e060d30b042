import type { Binding } from '../kit/binding.ts';

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
  /**
   * The run is the student's tests on the reference or on a buggy implementation: the subject's classes are shown
   * the same way whatever implementation runs (worker/uniform.ts), so the tests can tell them apart by behaviour
   * only.
   */
  uniform?: boolean;
  /**
   * How the whole-run limit charges this run's files (run/budget.ts): the `pool` it shares a part of the limit with (an
   * activity of a submission), its `tier` there (lower tiers are charged first), and each file's rank, by `files`'
   * index. A graded run without one is a pool of its own, charged in the order of its files.
   */
  budget?: { pool: string; tier: number; ranks: string[] };
  /**
   * The run this one differs from only by a class put in the place of the reference's (a buggy implementation, a
   * wheat): a file of it that loads exactly the modules it loads in that run takes its results there, and is not run
   * (twins.ts).
   */
  sameAs?: string;
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
  comparison?: { expected: string; actual: string; strings?: { expected: boolean; actual: boolean } };
  /**
   * Where in the student's own code a failed test threw, as `lab/stage/file:line:column` of their TypeScript: a
   * stage that fails inside an earlier stage of theirs says so.
   */
  where?: string;
  durationMs: number;
}

/**
 * Why a file of a run gave no verdicts: its code did not load (a syntax error, a refused or failed import, a throw
 * at the top level), it holds no tests, it was stopped outside any test for its time or because its worker ended,
 * or it held more tests than are kept.
 */
export type FileErrorKind = 'load' | 'empty' | 'timeout' | 'crash' | 'truncated';

export interface FileError {
  file: string;
  message: string;
  kind: FileErrorKind;
  /** Thrown while the graded modules loaded, before any of the file's own code ran (protocol.ts FileResultOut). */
  inOwnCode?: true;
}

export interface RunOutcome {
  tests: TestOutcome[];
  /** Files that could not run at all (syntax error, failed import, no tests), with the reason. */
  fileErrors: FileError[];
  /** Grading stopped at the whole-run limit before this run was done; the test that was running then, if any. */
  limitReached?: { running?: string };
  /**
   * Tests (or files' loading, `test` absent) stopped for their time or because their worker ended, and whether a run
   * of the file on its own stopped them again (pool.ts): unconfirmed when the whole-run limit came first.
   */
  stops?: { file: string; test?: string; reason: 'timeout' | 'crash'; confirmed: boolean }[];
}

export interface RunOptions {
  root: string;
  /** Whole-run limit: tests still running then are stopped and reported as not run. */
  limitMs?: number;
  /**
   * Whether a stop (a test past its time limit, a worker that ended) is confirmed by running its file again on its
   * own before it counts (pool.ts): on by default, for every grade; `check` and `list` give a student the first
   * verdict at once (a loop that never ends is not worth waiting for twice).
   */
  confirmStops?: boolean;
  /** Collects V8 coverage of the graded files run (the student's own code under the student's own tests). */
  coverage?: (data: CoverageData[]) => void;
  /**
   * The student's files, as compiled, are kept under .cardlab/ for the next run (run/codeStore.ts): for the
   * student's own commands (`check`, `list`, `watch`), whose files change little between runs; a grade never keeps a
   * submission's.
   */
  keepCompiled?: boolean;
  /**
   * A type check runs beside these runs (the analysis thread: `check`, `list`, a grade), holding a core of its own
   * for most of their time: a group is split over one worker slot fewer (runner.ts). On 2 cores, `list`'s sixty files
   * in two workers took longer than in one: the second worker's boot and its files shared the type check's core.
   */
  typeCheckBeside?: boolean;
  /**
   * Settles once the machine's confinement is known and what must come before graded code runs is done (grade.ts:
   * the kit's snapshot where no sandbox confines it); by default, the confinement's trials (sandbox/confinement.ts).
   * No worker starts before it: the files compile meanwhile.
   */
  ready?: Promise<void>;
}

/** V8's coverage of one graded file, with what it takes to map it back to the TypeScript. */
export interface CoverageData {
  /** The run whose tests ran it (its id). */
  run: string;
  /** The real file (in the submission's working copy). */
  file: string;
  /** The JavaScript that ran, its source map, and the length of the wrapper the worker put around it. */
  code: string;
  map?: string;
  wrapperLength: number;
  functions: unknown[];
}
