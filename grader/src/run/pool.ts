import os from 'node:os';
import { startWorker, type WorkerProcess } from '../sandbox/workerProcess.ts';
import type { CodeStore } from './codeStore.ts';
import type { CoverageOut, FromWorker, TestResultOut, ToWorker, WorkItem } from './protocol.ts';

/**
 * Files that run one after another in one confined worker process. Grading decides what may share a process
 * (jobs.ts): an activity's hidden suites run with no student code but their subject; a job never holds two
 * submissions.
 */
export interface Job {
  items: { work: Omit<WorkItem, 'skip'> }[];
  coverage: boolean;
  /** Kit code alone (the hidden suites on the reference count the maximum): it finishes whatever the limit. */
  beyondLimit?: boolean;
}

/** Why a file's tests stopped short of a verdict. */
export type StopReason = 'timeout' | 'crash' | 'limit';

/** What became of one file of one run. */
export interface ItemResult {
  tests: Map<string, TestResultOut>;
  /** Why the file could not run: it did not load, holds no tests, or was stopped while loading. */
  error?: { kind: 'load' | 'empty' | 'timeout' | 'crash'; message: string };
  /** The test that was running when the worker was stopped, and why. */
  stopped?: { fullName?: string; reason: StopReason };
  /** The file never ran: the whole-run limit came first. */
  neverRan?: boolean;
}

// A test that never yields keeps its file silent; past its limit plus this grace, its worker is killed from outside.
const GRACE_MS = 1_000;
// Before a file's first test, its modules load and its top level runs: that gets one test's limit plus this.
const LOAD_GRACE_MS = 3_000;
const BOOT_LIMIT_MS = 15_000;
const TICK_MS = 100;

/** Worker processes at a time, shared by every run of this process (two runs at once must not double it). */
class Slots {
  private free = Math.max(1, os.availableParallelism());
  private readonly waiting: (() => void)[] = [];

  async take(): Promise<void> {
    if (this.free > 0) {
      this.free--;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** Jobs waiting for a slot. */
  queued(): number {
    return this.waiting.length;
  }

  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free++;
  }
}

const slots = new Slots();

/**
 * A worker process booted ahead of need. Booting (the sandbox, Node, the runtime, the hardened realm) takes a tenth
 * of a second or more, much of it waiting rather than computing: while jobs queue for a slot, the next worker boots
 * beside the running ones, and a slot that frees up starts work at once. A spare holds no job's code until it is
 * taken, and is taken by one job only, as any worker is; the last runJobs to end stops it.
 */
interface Spare {
  worker: WorkerProcess;
  ready: boolean;
  detach: () => void;
}
const spares = new Map<string, Spare>();
let activeBatches = 0;

function spareKey(runtime: string, coverage: boolean): string {
  return `${runtime}\0${coverage}`;
}

function startSpare(runtime: string, coverage: boolean): void {
  const key = spareKey(runtime, coverage);
  if (spares.has(key)) return;
  const worker = startWorker({ runtime, coverage });
  const spare: Spare = { worker, ready: false, detach: () => worker.child.off('message', onReady) };
  const onReady = (message: FromWorker) => {
    if (message.type === 'ready') spare.ready = true;
  };
  worker.child.on('message', onReady);
  // An idle spare never keeps the grader alive.
  worker.child.unref();
  (worker.child.channel as { unref?: () => void } | undefined)?.unref?.();
  void worker.exited.then(() => {
    if (spares.get(key) === spare) spares.delete(key);
  });
  spares.set(key, spare);
}

/** A booted spare if there is one (and whether it is ready), else a worker started now. */
function takeWorker(runtime: string, coverage: boolean): { worker: WorkerProcess; ready: boolean } {
  const key = spareKey(runtime, coverage);
  const spare = spares.get(key);
  if (
    spare &&
    spare.worker.child.exitCode === null &&
    spare.worker.child.signalCode === null &&
    spare.worker.child.connected
  ) {
    spares.delete(key);
    spare.detach();
    spare.worker.child.ref();
    (spare.worker.child.channel as { ref?: () => void } | undefined)?.ref?.();
    return { worker: spare.worker, ready: spare.ready };
  }
  return { worker: startWorker({ runtime, coverage }), ready: false };
}

/** The state of one call of runJobs. */
interface Batch {
  results: Map<number, ItemResult>;
  coverage: CoverageOut[];
  live: Map<WorkerProcess, Job>;
  limited: boolean;
  store: CodeStore;
  runtime: string;
}

function resultOf(batch: Batch, item: number): ItemResult {
  let result = batch.results.get(item);
  if (!result) batch.results.set(item, (result = { tests: new Map() }));
  return result;
}

type Attempt = { remaining: Job['items']; booted: boolean };

/** One worker process running `items` in order until they are done or it is stopped. */
function attempt(batch: Batch, job: Job, items: Job['items']): Promise<Attempt> {
  const { worker, ready } = takeWorker(batch.runtime, job.coverage);
  if (slots.queued() > 0) startSpare(batch.runtime, job.coverage);
  batch.live.set(worker, job);
  const send = (message: ToWorker) => {
    if (worker.child.connected) worker.child.send(message);
  };
  let index = -1;
  let booted = ready;
  let current: string | undefined;
  let lastNews = Date.now();
  let killedForTime = false;
  let finished = false;

  const sendNext = () => {
    index++;
    current = undefined;
    lastNews = Date.now();
    if (index >= items.length) return send({ type: 'finish' });
    const { work } = items[index]!;
    send({ type: 'run', work: { ...work, skip: [...resultOf(batch, work.item).tests.keys()] } });
  };

  const watchdog = setInterval(() => {
    const now = Date.now();
    const work = items[index]?.work;
    const allowance = !booted
      ? BOOT_LIMIT_MS
      : !work
        ? BOOT_LIMIT_MS
        : work.timeoutMs + (current ? GRACE_MS : LOAD_GRACE_MS);
    if (now - lastNews > allowance) {
      killedForTime = true;
      worker.kill();
    }
  }, TICK_MS);
  watchdog.unref();

  // Sent before the worker is up: the channel holds them until it reads them, which saves a round trip.
  const ids = new Set(items.flatMap(({ work }) => Object.values(work.modules).map((module) => module.code)));
  send({ type: 'code', units: [...ids].map((id) => batch.store.unit(id)) });
  sendNext();

  worker.child.on('message', (message: FromWorker) => {
    lastNews = Date.now();
    const work = items[index]?.work;
    switch (message.type) {
      case 'ready':
        // The code and the first file were sent at once; the first file's time starts now.
        booted = true;
        return;
      case 'test-start':
        // The test before it, if any, has ended.
        if (work && message.item === work.item) current = message.fullName;
        return;
      case 'file-done': {
        if (!work || message.result.item !== work.item) return;
        const result = resultOf(batch, work.item);
        // A test stopped in an earlier attempt keeps that verdict (this attempt skipped it).
        for (const test of message.result.tests)
          if (!result.tests.has(test.fullName)) result.tests.set(test.fullName, test);
        if (message.result.error !== undefined && message.result.tests.length === 0)
          result.error = { kind: message.result.empty ? 'empty' : 'load', message: message.result.error };
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

  return worker.exited.then(() => {
    clearInterval(watchdog);
    batch.live.delete(worker);
    if (finished) return { remaining: [], booted };
    // Ended before it was up: nothing of its files ran, and the job tries again (runJob bounds how often).
    if (!booted) return { remaining: items, booted };
    const work = items[index]?.work;
    const rest = items.slice(Math.max(index + 1, 0));
    if (!work) return { remaining: rest, booted };
    const result = resultOf(batch, work.item);
    const reason: StopReason = batch.limited && !job.beyondLimit ? 'limit' : killedForTime ? 'timeout' : 'crash';
    if (reason === 'limit') {
      result.stopped = { fullName: current, reason };
      return { remaining: rest, booted };
    }
    if (current === undefined) {
      // Stopped while the file loaded: it is not run again.
      if (result.tests.size === 0) result.error = { kind: reason, message: STOPPED_LOADING[reason] };
      result.stopped = { reason };
      return { remaining: rest, booted };
    }
    result.stopped = { fullName: current, reason };
    result.tests.set(current, {
      name: current.split(' > ').pop()!,
      fullName: current,
      state: 'fail',
      durationMs: 0,
      message: STOPPED_TEST[reason](work.timeoutMs),
    });
    // Its file runs again without it, in a fresh process (its other tests decide again), then the files after it.
    return { remaining: [items[index]!, ...rest], booted };
  });
}

const STOPPED_LOADING: Record<Exclude<StopReason, 'limit'>, string> = {
  timeout:
    'stopped: this file ran past its time limit outside any test (is there a loop that never ends at the top level of the code?)',
  crash: 'stopped: the test worker ended while this file loaded (out of memory, or the code ended the process)',
};

const STOPPED_TEST: Record<Exclude<StopReason, 'limit'>, (limitMs: number) => string> = {
  timeout: (limitMs) =>
    `stopped: this test ran past its time limit (${limitMs / 1000} s) without yielding, so its worker was stopped`,
  crash: () => 'stopped: the test worker ended while this test ran (out of memory, or the code ended the process)',
};

async function runJob(batch: Batch, job: Job): Promise<void> {
  await slots.take();
  try {
    let remaining = job.items;
    let failedBoots = 0;
    while (remaining.length > 0 && (!batch.limited || job.beyondLimit)) {
      const done = await attempt(batch, job, remaining);
      if (!done.booted && ++failedBoots >= 2)
        throw new Error('the confined test worker does not start on this machine (CARDLAB_DEBUG_WORKERS=1 shows why)');
      remaining = done.remaining;
    }
    for (const { work } of remaining)
      if (!batch.results.get(work.item)?.tests.size) resultOf(batch, work.item).neverRan = true;
  } finally {
    slots.give();
  }
}

/**
 * Runs jobs in confined worker processes, as many at a time as the machine has cores, and gives each file's
 * results. Past `limitMs` every worker is stopped: files not done are reported as cut short by the limit.
 */
export async function runJobs(
  jobs: Job[],
  options: { store: CodeStore; runtime: string; limitMs?: number },
): Promise<{ results: Map<number, ItemResult>; coverage: CoverageOut[]; limited: boolean }> {
  const batch: Batch = {
    results: new Map(),
    coverage: [],
    live: new Map(),
    limited: false,
    store: options.store,
    runtime: options.runtime,
  };
  activeBatches++;
  const timer =
    options.limitMs === undefined
      ? undefined
      : setTimeout(() => {
          batch.limited = true;
          for (const [worker, job] of batch.live) if (!job.beyondLimit) worker.kill();
        }, options.limitMs);
  try {
    await Promise.all(jobs.map((job) => runJob(batch, job)));
  } finally {
    if (timer) clearTimeout(timer);
    for (const worker of batch.live.keys()) worker.kill();
    if (--activeBatches === 0) {
      // Out of the map before the kill: a dying spare must never be taken by the next batch.
      for (const [key, spare] of spares) {
        spares.delete(key);
        spare.worker.kill();
      }
    }
  }
  for (const job of jobs)
    for (const { work } of job.items) if (!batch.results.has(work.item)) resultOf(batch, work.item).neverRan = true;
  return { results: batch.results, coverage: batch.coverage, limited: batch.limited };
}
