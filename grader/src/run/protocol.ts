// What crosses between the grader and a confined worker, both ways. Kept free of imports: the worker runtime is
// bundled from it too. Everything a worker sends is untrusted data: the grader bounds it before use (outcomes.ts).

/** One compiled module, as the worker evaluates it. Sent once per process, before the items that use it. */
export interface CodeUnit {
  id: string;
  /** The module's JavaScript (CommonJS form, see compile.ts), or why it cannot load. */
  code?: string;
  error?: string;
  /** What stack traces call it: the role path of the file (`elevens/01-card/Card.ts`), never a real path. */
  name: string;
  /** Graded code runs with the global scope cut down and its loops guarded; kit code has its exports locked. */
  graded: boolean;
  /** JSON data served as a module (fixtures). */
  json?: boolean;
  /** The import paths it loads before its own code runs (compile.ts Compiled.eager). */
  eager?: string[];
}

/** One module of a run: which code it runs and what each of its import paths leads to. */
export interface ModuleEntry {
  code: string;
  /** import path as written → the key of the module it resolves to in this run, or why it may not be imported. */
  deps: Record<string, string | { refused: string }>;
}

/**
 * A subject whose classes are shown the same way whatever implementation runs (the reference or a buggy one): the
 * student's tests must not tell them apart by their shape. `module` implements the role; `reference` is the
 * reference's own module in the same run (the same key as `module` on the reference).
 */
export interface UniformSubject {
  module: string;
  reference: string;
}

/** One test file of one run, to run in a worker. */
export interface WorkItem {
  /** The grader's handle on this file of this run; never shown to graded code. */
  item: number;
  /** Shown to the test file as its path: the file's role. */
  path: string;
  entry: string;
  modules: Record<string, ModuleEntry>;
  uniform: UniformSubject[];
  timeoutMs: number;
  /** Tests already decided in an earlier, stopped attempt: skipped this time. */
  skip: string[];
  /** A confirming run (confirm.ts): once these tests have run, the rest of the file is skipped. */
  stopAfter?: string[];
}

/**
 * A session: modules loaded once and kept, whose `driver` module answers calls (a game's commands, run/session.ts),
 * given the lab's classes; a class that cannot be loaded is given as a stand-in that throws why when it is used.
 */
export interface SessionWork {
  modules: Record<string, ModuleEntry>;
  driver: string;
  classes: { name: string; key?: string; export: string; file: string; missing?: string; optional?: boolean }[];
  options: unknown;
  timeoutMs: number;
}

/** A failure inside a session, as data: the error's name, message and stack, and its own details if it has any. */
export interface SessionFailure {
  name: string;
  message: string;
  stack: string;
  details: Record<string, string | number | undefined>;
}

export type ToWorker =
  | { type: 'code'; units: CodeUnit[] }
  | { type: 'run'; work: WorkItem }
  | { type: 'session'; session: SessionWork }
  | { type: 'call'; id: number; command: string; args: unknown[] }
  | { type: 'finish' };

export type TestStateOut = 'pass' | 'fail' | 'skip';

export interface TestResultOut {
  name: string;
  /** Describe blocks and name, joined by ` > `. */
  fullName: string;
  state: TestStateOut;
  durationMs: number;
  message?: string;
  /** The two sides of a failed comparison, as text. */
  expected?: string;
  actual?: string;
  /** Which of them were strings (the others are printed values), when the assertion library said. */
  strings?: { expected: boolean; actual: boolean };
  /** Where in graded code the failure was thrown (`role:line:column` of the compiled module), if it was. */
  where?: string;
  /** The test failed because it reached its CPU limit or its wait limit (run/limits.ts). */
  timedOut?: boolean;
}

export interface FileResultOut {
  item: number;
  tests: TestResultOut[];
  /** Why the file could not run at all: it did not load, or (`empty`) it holds no tests. */
  error?: string;
  empty?: boolean;
  /**
   * The error was thrown while the graded modules themselves loaded (worker/modules.ts `loadGradedOf`), before any of
   * the file's own code ran: nothing the file passes them can be in it. Any other error of a hidden suite's file may
   * hold what graded code saw of that suite, and is shown only with its tests (score/activityGrade.ts).
   */
  inOwnCode?: true;
  /**
   * The loop guard stopped graded code past its CPU limit (worker/clock.ts): in this test (its full name), or while
   * the file loaded (''). The tests after it did not run here: the grader stops this worker, as it would one it killed
   * for its time, and runs them in a fresh one, where nothing the stopped code computed is left (attempt.ts).
   */
  stoppedAt?: string;
  /**
   * vitest's runner failed in this file (`error` says how): it is left as it was then, inside a test, and a file run
   * after it in this worker would fail to collect (a test of a later file inherits what this one left, which a grade
   * must never depend on). The grader stops this worker and runs the files after this one in a fresh one.
   */
  retire?: true;
  /**
   * The test the runner failed in, where it failed inside one: that test fails with `error`, and the file's other
   * tests run again in a fresh worker without it (attempt.ts), as after a stop, so that one test's unreadable error
   * costs that test, not its whole file.
   */
  failedIn?: string;
}

/** V8's coverage of one graded module (its functions and ranges), by code id, while one work item ran. */
export interface CoverageOut {
  item: number;
  code: string;
  /** How many characters the worker's wrapper puts before the module's code (V8's offsets count them). */
  wrapperLength: number;
  functions: unknown[];
}

export type FromWorker =
  | { type: 'ready' }
  // A test's start is told at once (the watchdog's view of what runs), with the results of the tests that ended since
  // the last one started: a file the whole-run limit stops keeps what it ran (run/budget.ts). A file's results are
  // its file-done's.
  | { type: 'test-start'; item: number; fullName: string; ended?: TestResultOut[] }
  | { type: 'file-done'; result: FileResultOut }
  // Sent before the item's file-done: what that item's code ran, and nothing of the items before it.
  | { type: 'coverage'; entries: CoverageOut[] }
  | { type: 'reply'; id: number; value?: unknown; failure?: SessionFailure }
  | { type: 'finished' };

/** Names the worker gives graded code as the parameters of its module wrapper (see worker/modules.ts). */
export const GUARD = '__cardlabGuard';
export const IMPORT = '__cardlabImport';
export const DEPTH = '__cardlabDepth';

/**
 * How many calls of graded code may nest (worker/callDepth.ts): well below where V8 overflows its default stack for
 * graded frames of ordinary shape (measured on Node 20: a function with 20 locals overflows past 4,000 nested calls
 * from an empty stack, one with 50 past 2,000), and far above what an honest lab's recursion needs.
 */
export const MAX_NESTED_CALLS = 2_000;
export const RESERVED_PREFIX = '__cardlab';

/** A test file's name, as the grader and the worker both tell one (a test file registers tests as it loads). */
export const TEST_FILE = /\.test\.[mc]?[jt]sx?$/;
