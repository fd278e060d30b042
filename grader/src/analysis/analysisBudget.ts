// The computing a submission's static analysis may take. TypeScript's checker does work that grows with the square of
// how deep a chain of types goes (each alias it resolves scans those below it for a cycle): one file of 54,500 chained
// aliases (the most its 1 MB holds) took it 26 s on a 2-core machine, and the nineteen such files an upload can hold
// 446 s, one student holding up a class's grade-all. The analysis thread's own CPU time is watched while it answers
// a request; past the request's limit the thread is ended and that request fails with the error below (analysis.ts),
// which costs the stage that caused it alone (score/grade.ts grades each stage on its own then; ungradable.ts says
// why).
import { cpuTimeMeasurable, threadCpuMs } from '../run/cpuTime.ts';

/**
 * A request's allowance of the thread's CPU time (ms): a four-lab submission's whole analysis takes about 1.5 s, so an
 * honest one never comes near it on a machine many times slower.
 */
export const ANALYSIS_LIMIT_MS = 60_000;

/** Where /proc gives no thread's CPU time (not Linux, no /proc/thread-self), the clock counts, three times as much. */
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
 * The CPU time of one analysis thread on the request it is answering. The thread answers its requests one after
 * another, each to its end (TypeScript's work is synchronous), so the count starts again at each answer, against the
 * limit of the first request it still holds. `over` is called once, when that time passes the limit, with the limit.
 */
export class ThreadBudget {
  private tid?: number;
  /** The thread could not tell its id (no /proc/thread-self): the clock counts for it. */
  private clockOnly = false;
  private since?: { cpuMs: number; at: number };
  /** The requests it holds, in the order it answers them: the CPU time each may take, and the limit it is told of. */
  private readonly limits: { allowanceMs: number; limitMs: number }[] = [];
  private timer?: NodeJS.Timeout;

  constructor(private readonly over: (limitMs: number) => void) {}

  /** The thread told its kernel id (analysisThread.ts), once it had loaded TypeScript: the count starts from here. */
  started(tid: number | undefined): void {
    this.tid = tid;
    this.clockOnly = tid === undefined;
    if (this.since) this.restart();
  }

  /**
   * A request was sent to the thread that may take `allowanceMs` of its CPU time: its `limitMs`, less what an earlier
   * try of the same request took (a retry on the deep stack, analysis.ts).
   */
  take(allowanceMs: number, limitMs = allowanceMs): void {
    this.limits.push({ allowanceMs, limitMs });
    if (this.since) return;
    this.restart();
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  /**
   * The thread answered its first request: the count starts again for the next, or stops with none left. The CPU
   * time the answered request took, where it is measured.
   */
  answered(): number | undefined {
    const used = this.usedMs();
    this.limits.shift();
    if (this.limits.length === 0) this.idle();
    else this.restart();
    return used;
  }

  /** The thread holds no request any more (answered, or ended with them). */
  idle(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.since = undefined;
    this.limits.length = 0;
  }

  private restart(): void {
    // Before the thread told its id it is still loading: nothing is counted until it does.
    this.since = { cpuMs: this.cpuMs() ?? 0, at: Date.now() };
  }

  private cpuMs(): number | undefined {
    return this.tid === undefined ? undefined : threadCpuMs(this.tid);
  }

  /** The time the request being answered has taken so far (CPU, or the clock's share where CPU is not measured). */
  private usedMs(): number | undefined {
    if (!this.since) return undefined;
    if (this.clockOnly || !cpuTimeMeasurable()) return (Date.now() - this.since.at) / CLOCK_FACTOR;
    // Still loading TypeScript (it has not told its id): nothing is counted yet.
    if (this.tid === undefined) return undefined;
    return (this.cpuMs() ?? this.since.cpuMs) - this.since.cpuMs;
  }

  private tick(): void {
    const used = this.usedMs();
    const first = this.limits[0];
    if (!first || used === undefined || used <= first.allowanceMs) return;
    this.idle();
    this.over(first.limitMs);
  }
}
