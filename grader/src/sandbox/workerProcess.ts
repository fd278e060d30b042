import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { confinement } from './confinement.ts';
import { launchFor, permissionArgs, type Launch } from './launch.ts';
import { HEAP_MB, stackArgs, underMemoryBound } from './memoryBound.ts';

// A worker lives for a fraction of a second to a few seconds: a larger young generation collected on the main
// thread costs less in all than many small collections with helper threads (measured on a whole grade: -15% CPU).
// It has that size from the start: grown from V8's 1 MB step by step, it was collected most often while the worker
// booted and loaded its first files (a four-lab grade on 2 cores: 0.04 to 0.07 s less time).
const SHORT_LIVED = ['--min-semi-space-size=32', '--max-semi-space-size=32', '--single-threaded-gc'];

// The limits count CPU time (run/limits.ts), so the same code must cost the same CPU time on any number of cores.
// With V8's optimizing compiler on a thread of its own, it did not: on two cores a hot loop's optimized code arrived
// while the loop ran, on one core (the compiler's thread waiting behind the loop) it never did, and the same test
// took twice the CPU time (a guarded loop in a constructor: 34 ms a call on two free cores, 67 ms under `taskset -c
// 0`; which one a grade got depended on whether the other core was free), so the whole-run limit cut 4 of 10 hidden
// tests on one core and none on two. Without a compiler thread, such a loop runs as it would on one core wherever it
// runs (67 ms on both); a four-lab grade's CPU time did not change measurably.
export const SAME_ON_ANY_CORES = ['--no-concurrent-recompilation'];

export interface WorkerOptions {
  /** The worker runtime, the one file of the kit the worker reads. */
  runtime: string;
  /** Whether V8 coverage is collected; such a worker goes without Node's permission model, which turns it off. */
  coverage: boolean;
}

export interface WorkerProcess {
  child: ChildProcess;
  /** Stops the process and everything it started, at once. */
  kill(): void;
  /** Resolves once the process is gone and its scratch folder removed. */
  exited: Promise<void>;
}

/**
 * Starts one confined worker process (docs/DESIGN.md: every process that runs graded code is confined at the operating
 * system level): the machine's sandbox from outside (confinement.ts, launch.ts), Node's permission model as the
 * inner layer (reads only the runtime and the scratch, writes only the scratch, no process, no thread), no code
 * generation from strings, a bound on its whole memory, array buffers included (memoryBound.ts), and an environment
 * with nothing of the grader's. What it prints is dropped: results come only over its channel.
 */
export function startWorker({ runtime, coverage }: WorkerOptions): WorkerProcess {
  const launch: Launch = launchFor(confinement(), runtime);
  const inner = coverage ? [] : permissionArgs([launch.runtime], launch.scratch, { files: true });
  const env: NodeJS.ProcessEnv = {
    HOME: launch.scratch,
    TMPDIR: launch.scratch,
    PATH: '/usr/bin:/bin',
    LANG: 'C.UTF-8',
    // Local dates are UTC on every machine: without it, the zone would be the machine's (/etc/localtime) wherever
    // the confinement shows that file, and a test of a local date would pass on one machine and fail on another.
    TZ: 'UTC',
  };
  if (coverage) env.NODE_V8_COVERAGE = path.join(launch.scratch, 'coverage');
  // The memory bound wraps the whole launch (bubblewrap included), so it is inherited by the Node process inside.
  const bounded = underMemoryBound(launch.execPath, [
    ...launch.prefix,
    `--max-old-space-size=${HEAP_MB}`,
    ...stackArgs(),
    ...SHORT_LIVED,
    ...SAME_ON_ANY_CORES,
    '--disallow-code-generation-from-strings',
    ...inner,
  ]);
  const child = fork(launch.runtime, [], {
    execPath: bounded.execPath,
    execArgv: bounded.args,
    env,
    cwd: launch.scratch,
    uid: launch.uid,
    gid: launch.gid,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    // Most messages are small (a test's start): JSON costs less than V8's serializer for them.
    serialization: 'json',
  });
  child.stdout?.resume();
  if (process.env.CARDLAB_DEBUG_WORKERS) child.stderr?.pipe(process.stderr);
  else child.stderr?.resume();
  child.on('error', () => {});
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      launch.dispose();
      resolve();
    });
  });
  return {
    child,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
    exited,
  };
}
