import type { WorkerProcess } from '../sandbox/workerProcess.ts';
import type { Budgets } from './budget.ts';
import type { ItemResult, StopReason } from './itemResult.ts';
import type { CodeStore } from './codeStore.ts';
import { cpuTimeMeasurable, TreeCpu } from './cpuTime.ts';
import { BOOT_CPU_MS, LOAD_GRACE_MS, silenceLimitMs, TEST_GRACE_MS } from './limits.ts';
import type { CoverageOut, FromWorker, TestResultOut, ToWorker, WorkItem } from './protocol.ts';
import { slots, startSpare, takeWorker } from './workers.ts';

/**
 * Files that run one after another in one confined worker process. Grading decides what may share a process
 * (runner.ts): an activity's hidden suites run with no student code but their subject; a job never holds two
 * submissions.
 */
export interface Job {
  items: { work: Omit<WorkItem, 'skip'> }[];
  coverage: boolean;
  /** Kit code alone (the hidden suites on the reference count the maximum): it finishes whatever the limit. */
  beyondLimit?: boolean;
}

export type { ItemResult, StopReason, Stops } from './itemResult.ts';

const TICK_MS = 100;

/** The state of one call of runJobs. */
export interface Batch {
  results: Map<number, ItemResult>;
  coverage: CoverageOut[];
  live: Map<WorkerProcess, Job>;
  /** The jobs the whole-run limit's wall-clock backstop stopped. */
  pastWall: Set<Job>;
  store: CodeStore;
  runtime: string;
  /** The whole-run limit, shared out among the graded files so that its cut depends on the submission alone. */
  budgets: Budgets;
  /** Whether stops are confirmed by a run of their file on its own (confirm.ts). */
  confirmStops: boolean;
}

export function resultOf(results: Map<number, ItemResult>, item: number): ItemResult {
  let result = results.get(item);
  if (!result) results.set(item, (result = { tests: new Map(), stops: new Map() }));
  return result;
}

/** Whether the whole-run limit's wall-clock backstop keeps this job from going on. */
export function cutOff(batch: Batch, job: Job): boolean {
  return batch.pastWall.has(job);
}

/**
 * Stops a job at the wall-clock backstop, counted from when it got its worker slot (pool.ts): time it spent queued
 * behind other jobs is not its own. A hidden run that waited on the clock (a promise its code never settles) held a
 * slot for a minute, and the coverage run queued behind it met a backstop counted from the batch's start: the
 * student's coverage vanished exactly when their code met a chosen hidden input.
 */
export function stopAtWall(batch: Batch, job: Job): void {
  if (job.beyondLimit || batch.pastWall.has(job)) return;
  batch.pastWall.add(job);
  for (const [worker, live] of batch.live) if (live === job) worker.kill();
}

export type Items = Job['items'];

export interface AttemptOptions {
  /** Where the files' results go: the batch's, or a confirming run's own (confirm.ts). */
  sink: Map<number, ItemResult>;
  /** Tests not to run, by item; by default those already decided in the sink. */
  skip?: (item: number) => string[];
  /** Run each file only until these tests have run (a confirming run). */
  stopAfter?: string[];
  /** The files' CPU time counts against the whole-run limit: the first run of each, not one that confirms a stop. */
  charge?: boolean;
}

export interface AttemptEnd {
  /** The files still to run, the stopped one first when its other tests must run again. */
  remaining: Items;
  booted: boolean;
  /** The test (or the loading, fullName undefined) the worker was stopped at, for its time or a crash. */
  stop?: { item: number; fullName?: string; reason: Exclude<StopReason, 'limit'> };
}

/**
 * One worker process running `items` in order until they are done or it is stopped. Its watchdog measures the CPU
 * time of the worker's process tree since its last news (limits.ts): a test past its limit and grace is stopped by
 * killing the worker, whatever the clock says; a silence far beyond the wait limit stops it too.
 */
export function attempt(batch: Batch, job: Job, items: Items, options: AttemptOptions): Promise<AttemptEnd> {
  const { worker, ready } = takeWorker(batch.runtime, job.coverage);
  if (slots.queued(job.coverage) > 0) startSpare(batch.runtime, job.coverage);
  batch.live.set(worker, job);
  const send = (message: ToWorker) => {
    if (worker.child.connected) worker.child.send(message);
  };
  const skipOf = options.skip ?? ((item: number) => [...resultOf(options.sink, item).tests.keys()]);
  let index = -1;
  let booted = ready;
  let current: string | undefined;
  let newsAt = Date.now();
  let cpuAtNews: number | undefined;
  const started = Date.now();
  let killedForTime = false;
  /** Stopped because its file lies past its share of the whole-run limit for certain. */
  let overBudget = false;
  let finished = false;
  /** The worker's runner failed in the item it last told of: the items after it run in a fresh worker. */
  let retired = false;
  /** It failed inside a test of that item: the item's other tests run again too. */
  let runAgain = false;

  const { budgets } = batch;
  const charging = options.charge === true;
  // The worker's CPU time since the last reading goes to the file it runs (none while it boots); where /proc gives
  // no CPU times, its time on the clock (as the test limits do: limits.ts).
  let meterAt: number | undefined;
  const tree = new TreeCpu(worker.child.pid);
  const read = () => (cpuTimeMeasurable() ? tree.read() : Date.now());
  // The tree walked anew where it may just have grown (a worker up): its boot is not the first file's time.
  const walk = () => (cpuTimeMeasurable() ? tree.walk() : Date.now());
  const meter = (reading = read()) => {
    // A worker being stopped is charged no more: a stop for time is charged its allowance (budget.ts).
    if (reading === undefined || killedForTime || overBudget) return;
    const item = items[index]?.work.item;
    if (charging && booted && item !== undefined && meterAt !== undefined) budgets.charge(item, reading - meterAt);
    meterAt = reading;
  };
  // A spare worker, up already: its time from here is the first file's.
  if (booted) meter(walk());

  /** The current file's tests that ended, as the worker told them with each next start: kept if it is cut. */
  let ended = new Map<string, TestResultOut>();
  const sendNext = () => {
    index++;
    current = undefined;
    ended = new Map();
    // A file certain to lie past its share of the whole-run limit is not run (budget.ts).
    while (charging && index < items.length && budgets.over(items[index]!.work.item)) index++;
    if (index >= items.length) return send({ type: 'finish' });
    const { work } = items[index]!;
    if (charging) budgets.sent(work.item);
    send({ type: 'run', work: { ...work, skip: skipOf(work.item), stopAfter: options.stopAfter } });
  };

  const watchdog = setInterval(() => {
    const now = Date.now();
    const cpu = tree.walk();
    meter(cpuTimeMeasurable() ? cpu : now);
    // News came since the last tick: its CPU time is counted from here (a tick's worth is given away).
    cpuAtNews ??= cpu;
    const work = items[index]?.work;
    const allowance = !booted || !work ? BOOT_CPU_MS : work.timeoutMs + (current ? TEST_GRACE_MS : LOAD_GRACE_MS);
    const used = cpu !== undefined && cpuAtNews !== undefined ? cpu - cpuAtNews : now - newsAt;
    const silent = now - (booted ? newsAt : started);
    if (used > allowance || silent > silenceLimitMs(allowance)) {
      killedForTime = true;
      if (charging && work) budgets.stoppedForTime(work.item, allowance, current !== undefined);
      worker.kill();
    } else if (charging && work && booted && budgets.over(work.item)) {
      overBudget = true;
      worker.kill();
    }
  }, TICK_MS);
  watchdog.unref();

  // Sent before the worker is up: the channel holds them until it reads them, which saves a round trip.
  const ids = new Set(items.flatMap(({ work }) => Object.values(work.modules).map((module) => module.code)));
  send({ type: 'code', units: [...ids].map((id) => batch.store.unit(id)) });
  sendNext();

  worker.child.on('message', (message: FromWorker) => {
    newsAt = Date.now();
    cpuAtNews = undefined;
    const work = items[index]?.work;
    switch (message.type) {
      case 'ready':
        // The code and the first file were sent at once; the first file's time starts now.
        meter(walk());
        booted = true;
        return;
      case 'test-start':
        // The test before it, if any, has ended.
        if (work && message.item === work.item) {
          meter();
          current = message.fullName;
          for (const test of message.ended ?? []) ended.set(test.fullName, test);
          if (charging) budgets.testStarted(work.item, message.fullName);
        }
        return;
      case 'file-done': {
        if (!work || message.result.item !== work.item) return;
        meter();
        if (charging) budgets.fileDone(work.item);
        const result = resultOf(options.sink, work.item);
        // A test stopped in an earlier attempt keeps that verdict (this attempt skipped it).
        for (const test of message.result.tests) {
          if (result.tests.has(test.fullName)) continue;
          result.tests.set(test.fullName, test);
          if (test.timedOut && test.state === 'fail') result.stops.set(test.fullName, { reason: 'timeout' });
        }
        const failedIn = message.result.retire ? message.result.failedIn : undefined;
        if (message.result.error !== undefined && message.result.tests.length === 0 && failedIn === undefined)
          result.error = {
            kind: message.result.empty ? 'empty' : 'load',
            message: message.result.error,
            ...(message.result.inOwnCode ? { inOwnCode: true as const } : {}),
          };
        if (message.result.retire) {
          // The runner failed inside a test: that test fails, saying how, and the file's other tests run again
          // without it in a fresh worker (this one's runner is left inside it), as after a stop.
          if (failedIn !== undefined && !result.tests.has(failedIn)) {
            result.tests.set(failedIn, {
              name: failedIn.split(' > ').pop()!,
              fullName: failedIn,
              state: 'fail',
              durationMs: 0,
              message: message.result.error ?? 'the test runner failed in this test',
            });
            runAgain = true;
          }
          retired = true;
          worker.kill();
          return;
        }
        if (message.result.stoppedAt !== undefined) {
          // The loop guard stopped it: as if this watchdog had, so the rest of the file runs in a fresh worker.
          current = message.result.stoppedAt || undefined;
          // Charged as the watchdog's stop is: which of the two acts first must not change the charge.
          const grace = current === undefined ? LOAD_GRACE_MS : TEST_GRACE_MS;
          if (charging) budgets.stoppedForTime(work.item, work.timeoutMs + grace, current !== undefined);
          killedForTime = true;
          worker.kill();
          return;
        }
        return sendNext();
      }
      case 'coverage':
        batch.coverage.push(...message.entries);
        return;
      case 'finished':
        finished = true;
        worker.kill();
        return;
    }
  });

  return worker.exited.then((): AttemptEnd => {
    clearInterval(watchdog);
    tree.close();
    batch.live.delete(worker);
    if (finished) return { remaining: [], booted };
    // Ended before it was up: nothing of its files ran, and the job tries again (runItems bounds how often).
    if (!booted) return { remaining: items, booted };
    const rest = items.slice(Math.max(index + 1, 0));
    if (retired) return { remaining: runAgain ? [items[index]!, ...rest] : rest, booted };
    const work = items[index]?.work;
    if (!work) return { remaining: rest, booted };
    const result = resultOf(options.sink, work.item);
    if (cutOff(batch, job) || overBudget) {
      // What the file ran before the limit stopped it counts (budget.ts keeps what ends within its share).
      for (const [name, test] of ended) if (!result.tests.has(name)) result.tests.set(name, test);
      result.stopped = { fullName: current, reason: 'limit' };
      return { remaining: rest, booted };
    }
    const reason = killedForTime ? 'timeout' : 'crash';
    const stop = { item: work.item, fullName: current, reason } as const;
    if (current === undefined) {
      // Stopped while the file loaded: confirm.ts runs it again on its own.
      if (result.tests.size === 0) result.error = { kind: reason, message: STOPPED_LOADING[reason] };
      // Its loading is not tried again here (confirm.ts runs it on its own): its charge ends where it stopped.
      if (charging) budgets.fileDone(work.item);
      result.stopped = { reason };
      result.stops.set('', { reason });
      return { remaining: rest, booted, stop };
    }
    result.stopped = { fullName: current, reason };
    result.stops.set(current, { reason });
    // A test the loop guard stopped told its verdict, with a message that names the loop; one killed told nothing.
    if (!result.tests.has(current))
      result.tests.set(current, {
        name: current.split(' > ').pop()!,
        fullName: current,
        state: 'fail',
        durationMs: 0,
        message: STOPPED_TEST[reason](work.timeoutMs),
      });
    // Its file runs again without it, in a fresh process (its other tests decide again), then the files after it.
    return { remaining: [items[index]!, ...rest], booted, stop };
  });
}

const STOPPED_LOADING: Record<Exclude<StopReason, 'limit'>, string> = {
  timeout:
    'stopped: this file ran past its time limit outside any test (is there a loop that never ends, or a wait for what ' +
    'never comes, at the top level of the code or in a beforeAll?)',
  crash: 'stopped: the test worker ended while this file loaded (out of memory, or the code ended the process)',
};

const STOPPED_TEST: Record<Exclude<StopReason, 'limit'>, (limitMs: number) => string> = {
  timeout: (limitMs) =>
    `stopped: this test ran past its time limit (${limitMs / 1000} s of computing) without yielding, so its worker was stopped`,
  crash: () => 'stopped: the test worker ended while this test ran (out of memory, or the code ended the process)',
};

/** Runs `items` in as many fresh workers as stops take; gives the files the whole-run limit kept from running. */
export async function runItems(batch: Batch, job: Job, items: Items, options: AttemptOptions): Promise<Items> {
  let remaining = items;
  let failedBoots = 0;
  while (remaining.length > 0 && !cutOff(batch, job)) {
    const done = await attempt(batch, job, remaining, options);
    if (!done.booted && ++failedBoots >= 2)
      throw new Error('the confined test worker does not start on this machine (CARDLAB_DEBUG_WORKERS=1 shows why)');
    remaining = done.remaining;
  }
  return remaining;
}
