// The computing a submission's static analysis may take. TypeScript's checker does work that grows with the square of
// how deep a chain of types goes (each alias it resolves scans those below it for a cycle): one file of 54,000 chained
// aliases (the most its 1 MB holds) takes it some 40 s on a 2-core machine, and an upload holds twenty such files,
// a quarter of an hour of one student holding up a class's grade-all. The analysis thread's own CPU time is watched
// while it has requests; past their allowance the thread is ended and each of its requests fails with the error
// below, which costs the stage that caused it alone (score/grade.ts grades each stage on its own then;
// score/ungradable.ts says why).
import { cpuTimeMeasurable, threadCpuMs } from '../run/cpuTime.ts';

/**
 * A request's allowance of the thread's CPU time (ms): a four-lab submission's whole analysis takes about 1.5 s, so an
 * honest one never comes near it on a machine many times slower.
 */
export const ANALYSIS_LIMIT_MS = 60_000;

/** Where /proc gives no thread's CPU time (not Linux), the clock counts, with three times as much. */
const CLOCK_FACTOR = 3;
const TICK_MS = 200;

/** The error a request fails with when its thread ran past the allowance. */
export function analysisStopped(limitMs: number): Error {
  return new Error(
    `the type check took more than ${Math.round(limitMs / 1000)} s of computing, far more than any stage needs, ` +
      'and was stopped',
  );
}

/**
 * The CPU time of one analysis thread since it last answered (or, idle before, took a request), against the largest
 * limit of the requests it holds: the thread answers its requests one after another, so each answer starts the count
 * again. `over` is called once, when that time passes the limit, with the limit.
 */
export class ThreadBudget {
  /** The thread's kernel id, told by the thread when it starts (analysisThread.ts). */
  tid?: number;
  private since?: { cpuMs: number; at: number };
  private limitMs = 0;
  private timer?: NodeJS.Timeout;

  constructor(private readonly over: (limitMs: number) => void) {}

  /** A request of `limitMs` was sent to the thread. */
  take(limitMs: number): void {
    this.limitMs = Math.max(this.limitMs, limitMs);
    if (this.since) return;
    this.restart();
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  /** The thread answered a request and holds `left` more: the count starts again, or stops with none left. */
  answered(left: number): void {
    if (left === 0) this.idle();
    else this.restart();
  }

  /** The thread holds no request any more (answered, or failed with them all). */
  idle(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.since = undefined;
    this.limitMs = 0;
  }

  private restart(): void {
    // Before the thread told its id it has done nothing but start: its time since birth is counted.
    this.since = { cpuMs: this.cpuMs() ?? 0, at: Date.now() };
  }

  private cpuMs(): number | undefined {
    return this.tid === undefined ? undefined : threadCpuMs(this.tid);
  }

  private tick(): void {
    if (!this.since) return;
    let used: number | undefined;
    if (cpuTimeMeasurable()) {
      const now = this.cpuMs();
      if (now !== undefined) used = now - this.since.cpuMs;
    } else used = (Date.now() - this.since.at) / CLOCK_FACTOR;
    if (used === undefined || used <= this.limitMs) return;
    const { limitMs } = this;
    this.idle();
    this.over(limitMs);
  }
}
