// Runs one test file of one run with vitest's own runner (@vitest/runner: describe/it, hooks, timeouts, retries),
// and turns its tasks into results. The grader learns at once when each test starts and ends (its watchdog stops a
// test that never yields), and gets the file's results when it is done.
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  onTestFailed,
  onTestFinished,
  startTests,
  suite,
  test,
  type File,
  type Task,
  type Test,
  type VitestRunner,
  type VitestRunnerImportSource,
} from '@vitest/runner';
import { getTestName } from '@vitest/runner/utils';
import * as spy from '@vitest/spy';
import type { FileResultOut, TestResultOut, WorkItem } from '../protocol.ts';
import { checkAssertionCounts, expect, resetExpectState, vi } from './expectation.ts';
import { waitLimitMs } from '../limits.ts';
import { limitTo, limitWasReached, loopGuard, stopMessage } from './clock.ts';
import { RunModules } from './modules.ts';
import { clearLastMatch } from './realm.ts';
import { endedTask, hidingTrace, realDuration, startedTask } from './taskClocks.ts';
import { settleTestContext, untimed, untimedChain } from './framework.ts';

const untimedTest = untimedChain(test as never);
const untimedSuite = untimedChain(suite as never, true);

/**
 * What test files import as `vitest`: the runner's API, `expect` and `vi`; frozen, one for the whole process. Tests
 * and hooks are registered without a time limit of their own (framework.ts): every one gets the kit's.
 */
export const facade = Object.freeze({
  describe: untimedSuite,
  it: untimedTest,
  test: untimedTest,
  suite: untimedSuite,
  beforeAll: untimed(beforeAll as never),
  afterAll: untimed(afterAll as never),
  beforeEach: untimed(beforeEach as never),
  afterEach: untimed(afterEach as never),
  onTestFailed: untimed(onTestFailed as never),
  onTestFinished: untimed(onTestFinished as never),
  expect,
  vi,
  assert: (expect as unknown as { assert: unknown }).assert,
});

export interface Reporter {
  /** A test starts; `ended`: the tests that ended since the last one started, as the file's results will tell them. */
  testStarted(fullName: string, ended: TestResultOut[]): void;
  /** The test that started last has ended (its hooks too): a failure from here on is not inside it. */
  testEnded(): void;
}

const LIMIT_TEXT = 20_000;

function text(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const shown = typeof value === 'string' ? value : String(value);
  return shown.length > LIMIT_TEXT ? `${shown.slice(0, LIMIT_TEXT)}…` : shown;
}

/** The first frame of graded code in a failure's stack (stacks.ts keeps no other), as `role:line:column`. */
function whereOf(error: { stack?: unknown } | undefined): string | undefined {
  const stack = typeof error?.stack === 'string' ? error.stack : '';
  return /^\s+at (?:.*\()?([\w./~-]+\.[mc]?[jt]s:\d+:\d+)\)?$/m.exec(stack)?.[1];
}

function resultOf(task: Test, stoppedAt: string | undefined, waitLimit: number): TestResultOut {
  const result = task.result;
  // A test the loop guard stopped failed, whatever it did after: it may have caught the guard's error and passed,
  // with a count of how far its loop got in its CPU time (a stopwatch), which must not decide a verdict.
  const stopped = getTestName(task) === stoppedAt;
  const state = stopped || result?.state === 'fail' ? 'fail' : result?.state === 'pass' ? 'pass' : 'skip';
  const errors = result?.errors ?? [];
  const first = errors[0] as { expected?: unknown; actual?: unknown; strings?: unknown } | undefined;
  const compared = !stopped && first && first.expected !== undefined && first.actual !== undefined;
  const where = state === 'fail' ? whereOf(errors[0] as { stack?: unknown }) : undefined;
  return {
    name: task.name,
    fullName: getTestName(task),
    state,
    durationMs: Math.round((realDuration(task) ?? 0) * 100) / 100,
    ...(state === 'fail'
      ? { message: stopped ? stopMessage() : errors.map((error) => error.message ?? String(error)).join('\n') }
      : {}),
    ...(state === 'fail' && compared
      ? {
          expected: text(first.expected),
          actual: text(first.actual),
          strings: first.strings as TestResultOut['strings'],
        }
      : {}),
    ...(where ? { where } : {}),
    // Stopped by its CPU limit (the loop guard) or by the wait limit (vitest's timeout, measured by the runner):
    // the grader confirms such a verdict by running the file again on its own (pool.ts).
    ...(state === 'fail' && (stopped || (realDuration(task) ?? 0) >= waitLimit) ? { timedOut: true } : {}),
  };
}

/**
 * Whether a `beforeAll` of the file (its own or a describe block's) was stopped by the wait limit: vitest's hook
 * timeout, a wall-clock one, failed its suite, and its tests were skipped unrun. A machine busy or paused long enough
 * reaches it with a hook that works, and no test is told as stopped: the file is stopped as a whole, so that it runs
 * again on its own before that counts (confirm.ts). Told by vitest's message and by the suite's own clock together:
 * graded code can throw the message, not make the suite last the wait limit without really waiting that long.
 */
function hookTimedOut(task: Task, waitLimit: number, started: Set<Test>): boolean {
  if (!('tasks' in task)) return false;
  const timedOut = (task.result?.errors ?? []).some((error) => /^Hook timed out in \d+ms/.test(error.message ?? ''));
  // A `beforeAll` that failed: none of the suite's tests started (an `afterAll` fails after they ran).
  const tests = testsOf(task);
  const unrun = tests.length > 0 && tests.every((test) => !started.has(test));
  if (timedOut && unrun && (realDuration(task) ?? 0) >= waitLimit) return true;
  return task.tasks.some((child) => hookTimedOut(child, waitLimit, started));
}

function testsOf(task: Task, into: Test[] = []): Test[] {
  if (task.type === 'test') into.push(task);
  else if ('tasks' in task) for (const child of task.tasks) testsOf(child, into);
  return into;
}

/** Runs one work item and gives its results. */
export async function runItem(work: WorkItem, reporter: Reporter): Promise<FileResultOut> {
  const skip = new Set(work.skip);
  // Where the loop guard stopped graded code, if it did: nothing of the file runs here after it (FileResultOut).
  let stoppedAt: string | undefined;
  const waitLimit = waitLimitMs(work.timeoutMs);
  // A confirming run (confirm.ts) runs the file until the tests it confirms have run, and no further.
  const toRun = work.stopAfter ? new Set(work.stopAfter) : undefined;
  let pastStop = false;
  // The tests the runner started (a `beforeAll` that fails skips its suite's tests without starting them).
  const started = new Set<Test>();
  // The tests ended since the last one started, told with the next one's start.
  const ended: Test[] = [];
  // Whether the file's top level ran to its end: one the guard stopped fails to load, and says so as a load error.
  let loaded = false;
  // Whether the file failed while its graded modules loaded, before any of its own code ran (protocol.ts).
  let inOwnCode = false;
  /** Notes the guard's first stop, at `where` (a test's full name, '' outside any test), once it has fired. */
  const noteStop = (where: string) => {
    if (!limitWasReached() || stoppedAt !== undefined) return;
    stoppedAt = where;
    pastStop = true;
  };
  const modules = new RunModules(work, { guard: loopGuard, facade });
  // The file run: the first suite the runner runs (taskClocks.ts hides its clocks from graded code).
  let root: Task | undefined;
  const runner: VitestRunner = {
    trace: hidingTrace(() => root),
    // As each test is made: its context's hooks take no time limit of their own, its retries wait no delay.
    extendTaskContext: settleTestContext,
    onBeforeRunSuite(suite) {
      root ??= suite.file;
      startedTask(suite);
    },
    config: {
      root: '/',
      setupFiles: [],
      name: undefined,
      passWithNoTests: true,
      testNamePattern: undefined,
      allowOnly: true,
      sequence: { seed: 0, hooks: 'stack', setupFiles: 'list' },
      chaiConfig: undefined,
      maxConcurrency: 1,
      // The CPU limit (clock.ts, and the grader's watchdog) stops a test that computes too long; vitest's own
      // timeout, a wall-clock one, only ends one that waits, so it is generous (run/limits.ts). It is the same for
      // every test and hook: one cannot ask for a limit of its own (framework.ts).
      testTimeout: waitLimit,
      hookTimeout: waitLimit,
      retry: 0,
      includeTaskLocation: false,
      tags: [],
      tagsFilter: undefined,
      strictTags: false,
    },
    importFile(_path: string, source: VitestRunnerImportSource) {
      if (source === 'collect') {
        // The file's top level (the graded code's too) gets one test's time.
        limitTo(work.timeoutMs);
        clearLastMatch();
        inOwnCode = true;
        modules.loadGradedOf(work.entry);
        inOwnCode = false;
        modules.load(work.entry);
        loaded = true;
        noteStop('');
      }
    },
    onBeforeRunTask(task: Test) {
      // Stopped in the file's first hook (beforeAll), which runs under the limit its loading started: no test ran.
      noteStop('');
      started.add(task);
      startedTask(task);
      const fullName = getTestName(task);
      if (toRun?.size === 0) pastStop = true;
      if (pastStop || skip.has(fullName)) task.mode = 'skip';
      toRun?.delete(fullName);
    },
    onBeforeTryTask(task: Test) {
      const fullName = getTestName(task);
      reporter.testStarted(
        fullName,
        ended.splice(0).map((done) => resultOf(done, stoppedAt, waitLimit)),
      );
      resetExpectState(fullName, work.path);
      limitTo(work.timeoutMs);
    },
    onAfterTryTask() {
      checkAssertionCounts();
    },
    // Called whether the test threw or not (onAfterTryTask is not called after a throw).
    onTaskFinished(task: Test) {
      noteStop(getTestName(task));
    },
    // Right after the runner notes a test's or a suite's duration, before a timer of graded code could fire.
    onAfterRunTask(task: Test) {
      limitTo(Infinity);
      endedTask(task);
      ended.push(task);
      reporter.testEnded();
    },
    onAfterRunSuite(suite) {
      endedTask(suite);
    },
  };
  const [file] = (await startTests([work.path], runner)) as File[];
  // Stopped in the file's first `beforeAll` by the loop guard (it runs under the limit the file's loading started,
  // and the runner skips the tests it failed without starting them), or by the hook's wall-clock timeout: the file
  // is stopped whole, as one stopped while it loaded.
  // (A top level the guard stopped did not load: that is its load error, as before.)
  const hookStopped = limitWasReached() || (file !== undefined && hookTimedOut(file, waitLimit, started));
  if (stoppedAt === undefined && loaded && hookStopped) stoppedAt = '';
  limitTo(Infinity);
  // The runner sends its last updates on a timer of its own, which keeps the runner object for a while after the
  // file ends; through its methods, that would keep the file's modules and all they hold while the next file runs
  // (a file that held 600 MB made the next file's allocations fail, or not, by the timer's timing). Nothing calls
  // its methods now but that update, which asks whether the runner has one.
  for (const key of Object.keys(runner)) delete (runner as unknown as Record<string, unknown>)[key];
  // Spies a file made are put back when it ends, as vitest does.
  spy.restoreAllMocks();
  // The tests after a stop did not run here (they run again in a fresh worker): they are not told as skipped.
  const ran = file ? testsOf(file) : [];
  const told =
    stoppedAt === undefined ? ran : ran.slice(0, ran.findIndex((task) => getTestName(task) === stoppedAt) + 1);
  const tests = told.map((task) => resultOf(task, stoppedAt, waitLimit));
  if (stoppedAt !== undefined) return { item: work.item, tests, stoppedAt };
  const fileErrors = file?.result?.errors ?? [];
  if (tests.length > 0) return { item: work.item, tests };
  if (fileErrors.length > 0) {
    const error = fileErrors.map((e) => e.stack ?? e.message).join('\n');
    return { item: work.item, tests, error, ...(inOwnCode ? { inOwnCode: true as const } : {}) };
  }
  return { item: work.item, tests, error: 'no tests found in this file', empty: true };
}
