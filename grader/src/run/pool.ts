import type { CodeStore } from './codeStore.ts';
import { resultOf, runItems, stopAtWall, type Batch, type ItemResult, type Job } from './attempt.ts';
import { Budgets } from './budget.ts';
import { confirmStops } from './confirm.ts';
import { wholeRunWallMs } from './limits.ts';
import type { CoverageOut } from './protocol.ts';
import { slots, stopSpares } from './workers.ts';

export type { ItemResult, Job, StopReason, Stops } from './attempt.ts';

// The pool runs jobs (files that may share a worker process) as many at a time as the machine has cores
// (workers.ts), each in as many fresh workers as its stops take (attempt.ts), then confirms every stop by running its
// file again on its own (confirm.ts). Limits count CPU time, not the clock (limits.ts).

async function runJob(batch: Batch, job: Job, wallMs: number | undefined): Promise<void> {
  await slots.take(job.coverage);
  const timer = wallMs === undefined ? undefined : setTimeout(() => stopAtWall(batch, job), wallMs);
  try {
    const remaining = await runItems(batch, job, job.items, { sink: batch.results, charge: true });
    // The coverage run is never scored: its stops need no confirming; nor do those of a check (types.ts).
    if (!job.coverage && batch.confirmStops) await confirmStops(batch, job);
    else for (const { work } of job.items) batch.results.get(work.item)?.stops.clear();
    for (const { work } of remaining)
      if (!batch.results.get(work.item)?.tests.size) resultOf(batch.results, work.item).neverRan = true;
  } finally {
    if (timer) clearTimeout(timer);
    slots.give();
  }
}

let activeBatches = 0;

/**
 * Runs jobs in confined worker processes, as many at a time as the machine has cores, and gives each file's
 * results. `limitMs` of CPU time is shared out among the `charged` files (budget.ts): what lies past a file's share is
 * reported as cut short by the limit. A job of graded code still running a multiple of it on the clock after it got
 * its slot (a backstop for code that waits) is stopped, and its files not done are reported so too.
 */
export async function runJobs(
  jobs: Job[],
  options: {
    store: CodeStore;
    runtime: string;
    limitMs?: number;
    /** The graded files, each with the pool it is charged to and its rank there (types.ts TestRun.budget). */
    charged: ConstructorParameters<typeof Budgets>[1];
    confirmStops: boolean;
  },
): Promise<{ results: Map<number, ItemResult>; coverage: CoverageOut[] }> {
  const batch: Batch = {
    results: new Map(),
    coverage: [],
    live: new Map(),
    pastWall: new Set(),
    store: options.store,
    runtime: options.runtime,
    budgets: new Budgets(options.limitMs, options.charged),
    confirmStops: options.confirmStops,
  };
  activeBatches++;
  // The backstop of code that waits rather than computes, for each job from when it gets its slot (attempt.ts).
  const wallMs = options.limitMs === undefined ? undefined : wholeRunWallMs(options.limitMs);
  try {
    await Promise.all(jobs.map((job) => runJob(batch, job, wallMs)));
  } finally {
    for (const worker of batch.live.keys()) worker.kill();
    if (--activeBatches === 0) stopSpares();
  }
  batch.budgets.settle(batch.results);
  for (const job of jobs)
    for (const { work } of job.items)
      if (!batch.results.has(work.item)) resultOf(batch.results, work.item).neverRan = true;
  return { results: batch.results, coverage: batch.coverage };
}
