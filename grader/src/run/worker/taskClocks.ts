// The runner's own clock, kept from graded code. The runner notes on each task when it started (the time of day) and
// how long it took, and a test reaches every task of its file through its context (`context.task.file`): a test could
// read the day it was graded, or how long an earlier test (or the file's import) took on the machine as loaded as it
// was (the first run of a process is the slowest, its code not yet compiled). Before graded code runs in any phase
// (a hook, a test, a callback), those figures are moved out of the tasks into a table only the worker reads; the
// tasks show 0.

type Timed = { result?: { startTime?: number; duration?: number }; tasks?: Timed[] };

/** What the runner times on a file itself (how long its import took, its setup): the grader reads none of them. */
const FILE_TIMES = ['collectDuration', 'setupDuration', 'prepareDuration', 'environmentLoad'];

/** The real figures, by the result object they were taken from (the runner may replace a test's result). */
const real = new WeakMap<object, { startTime?: number; duration?: number }>();

function hideOwn(task: Timed): void {
  const result = task.result;
  if (result) {
    const kept = real.get(result) ?? {};
    if (result.startTime) [kept.startTime, result.startTime] = [result.startTime, 0];
    if (result.duration) [kept.duration, result.duration] = [result.duration, 0];
    real.set(result, kept);
  }
  for (const key of FILE_TIMES) if (key in task) (task as Record<string, unknown>)[key] = 0;
}

/**
 * The tasks whose figures may have changed since they were last hidden: the suites and the test now running (the
 * runner times a task between its start and its end, and nowhere else). Hiding those before each phase, rather than
 * every task of the file, keeps a file of 20,000 tests linear.
 */
const running = new Set<Timed>();

/** A suite or test the runner starts: its figures are hidden before every phase until it has ended. */
export function startedTask(task: Timed): void {
  running.add(task);
}

/** A suite or test the runner has ended (its duration just noted): hidden once more, and no longer watched. */
export function endedTask(task: Timed): void {
  hideOwn(task);
  running.delete(task);
}

/** How long a test took, as the runner measured it. */
export function realDuration(task: Timed): number | undefined {
  const result = task.result;
  return result ? (real.get(result)?.duration ?? result.duration) : undefined;
}

/**
 * The runner's `trace`, which it calls around every phase that runs graded code (`test.callback`,
 * `suite.beforeAll`, `test.onFinished`…): the clocks of the file being run are hidden first.
 */
export function hidingTrace(root: () => Timed | undefined) {
  return function trace<T>(_name: string, attributes: unknown, callback?: () => T): T {
    const file = root();
    if (file) hideOwn(file);
    for (const task of running) hideOwn(task);
    return typeof attributes === 'function' ? (attributes as () => T)() : callback!();
  };
}
