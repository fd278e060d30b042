import type { TestResultOut } from './protocol.ts';

// What became of one file of one run, as the pool gathers it (attempt.ts, confirm.ts), the whole-run limit cuts it
// (budget.ts) and the outcomes read it (outcomes.ts): a file of its own, so that none of them imports the others.

/** Why a file's tests stopped short of a verdict. */
export type StopReason = 'timeout' | 'crash' | 'limit';

/**
 * A test (by full name; '' for the file's loading) stopped for its time or because its worker ended, and whether a
 * run of its file on its own stopped it again (confirm.ts): undefined when the whole-run limit came first.
 */
export type Stops = Map<string, { reason: Exclude<StopReason, 'limit'>; confirmed?: boolean }>;

/** What became of one file of one run. */
export interface ItemResult {
  tests: Map<string, TestResultOut>;
  /** Why the file could not run: it did not load, holds no tests, or was stopped while loading. */
  error?: { kind: 'load' | 'empty' | 'timeout' | 'crash'; message: string; inOwnCode?: true };
  /** The test that was running when the worker was stopped, and why. */
  stopped?: { fullName?: string; reason: StopReason };
  /** The file never ran: the whole-run limit came first. */
  neverRan?: boolean;
  stops: Stops;
}
