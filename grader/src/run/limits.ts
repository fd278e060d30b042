// How long graded code may run, shared by the grader's watchdog (pool.ts) and the worker runtime (worker/clock.ts,
// worker/testRunner.ts). Kept free of imports: the worker runtime is bundled from it too.
//
// A grade must be a function of the submission alone, so limits count work, not the clock: a test's limit is CPU
// time of the code under test (its worker's process tree), the same on a busy laptop, on sixteen cores and on a
// grading service's half core. Wall-clock time is only a backstop for code that waits instead of computing (a
// promise that never settles): those backstops are generous multiples, so that a slow or crowded machine never
// reaches them with code that works.

/** The time limit of one test (ms of CPU time) where a stage's manifest sets no `timeoutMs`. */
export const TEST_LIMIT_MS = 5_000;

/**
 * The whole-run limit (ms, CPU time of a run's workers, shared out among its activities by budget.ts) of a grade, a
 * check and a list, unless `--limit` says.
 */
export const WHOLE_RUN_LIMIT_MS = 120_000;

/** CPU time a test may take past its own limit before its worker is stopped from outside. */
export const TEST_GRACE_MS = 1_000;

/** A file's top level (its modules loading and its tests being collected) gets one test's limit plus this. */
export const LOAD_GRACE_MS = 3_000;

/** CPU time a worker may take to boot (the sandbox, Node, the runtime, the hardened realm): ten times what it needs. */
export const BOOT_CPU_MS = 10_000;

/**
 * Wall-clock time a test may take in all, waiting included: vitest's own test timeout in the worker. A test that
 * computes is stopped by its CPU limit long before; this ends one that waits for what never comes.
 */
export function waitLimitMs(cpuLimitMs: number): number {
  return 3 * cpuLimitMs + 15_000;
}

/**
 * Wall-clock time past which the watchdog stops a worker that has sent nothing, whatever CPU time it used: beyond
 * the worker's own wait limit, so that only a worker blocked outside the runtime's reach (or starved for minutes)
 * meets it. A stop is confirmed by running the file again on its own (pool.ts) before it counts.
 */
export function silenceLimitMs(cpuAllowanceMs: number): number {
  return waitLimitMs(cpuAllowanceMs) + 30_000;
}

/**
 * The wall-clock backstop of a whole-run limit (which counts the CPU time of the run's workers): a run of code that
 * mostly waits still ends. Each job's, counted from when it gets its worker slot (pool.ts).
 */
export function wholeRunWallMs(limitMs: number): number {
  return 3 * limitMs + 60_000;
}
