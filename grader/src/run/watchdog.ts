import type { Reporter, TestModule } from 'vitest/node';
import { killWorkerOf, workerNews, type TestNews } from '../sandbox/pool.ts';
import type { Stopped } from './collect.ts';

// How long past its own limit a test may keep its file silent before the worker is killed from outside. Vitest's
// own timeout fails a test that waits (a promise that never settles); this catches one that never yields (a loop
// whose guard was dodged, Atomics.wait, a catastrophic regular expression, an endless microtask chain…). A blocked
// worker cannot even report which test it started, so the watchdog goes by silence: no news from a file for a
// test's limit plus this grace.
const GRACE_MS = 1_000;
// Before its first test starts, a file also loads: a fresh worker, its imports compiled, its top-level code run.
const LOAD_ALLOWANCE_MS = 10_000;
const TICK_MS = 250;

interface Watched {
  limit: number;
  lastNews: number;
  started: boolean;
}

/**
 * Watches every test file from outside its worker. A worker whose file stays silent past the limit is killed (its
 * whole confined process tree); the test it was running fails with a message saying so, and the runner reruns the
 * rest of the file in a fresh worker. A crash (out of memory) names its test the same way.
 */
export class Watchdog {
  private readonly watched = new Map<string, Watched>();
  private readonly stopped = new Set<string>();
  private readonly timer: NodeJS.Timeout;

  /** shim → the test running in it now, as its worker told */
  private readonly current = new Map<string, string>();
  private readonly listener = (news: TestNews) => {
    this.news(news.file, true);
    if (news.__cardlab === 'test-start') this.current.set(news.file, news.name);
    else if (this.current.get(news.file) === news.name) this.current.delete(news.file);
  };

  private readonly ended = new Set<string>();
  private readonly onEnded = (file: string) => this.ended.add(file);

  constructor(private readonly limitOf: (shim: string) => number | undefined) {
    this.timer = setInterval(() => this.tick(), TICK_MS).unref();
    workerNews.on('news', this.listener);
    workerNews.on('ended', this.onEnded);
  }

  private tick(): void {
    const now = Date.now();
    for (const [shim, watch] of this.watched) {
      if (now - watch.lastNews <= watch.limit + (watch.started ? GRACE_MS : LOAD_ALLOWANCE_MS)) continue;
      this.watched.delete(shim);
      if (killWorkerOf(shim)) this.stopped.add(shim);
    }
  }

  private news(shim: string, started = false): void {
    const watch = this.watched.get(shim);
    if (!watch) return;
    watch.lastNews = Date.now();
    watch.started ||= started;
  }

  /** The reporter hooks that feed it. */
  readonly reporter: Reporter = {
    onTestModuleStart: (module) => {
      const limit = this.limitOf(module.moduleId);
      if (limit !== undefined) this.watched.set(module.moduleId, { limit, lastNews: Date.now(), started: false });
    },
    onTestModuleCollected: (module) => this.news(module.moduleId),
    onTestCaseReady: (test) => this.news(test.module.moduleId),
    onTestCaseResult: (test) => this.news(test.module.moduleId),
    onTestModuleEnd: (module) => {
      this.watched.delete(module.moduleId);
    },
  };

  /** What happened to a file's worker: stopped by the watchdog, or crashed while a test ran. */
  verdict(module: TestModule): Stopped | undefined {
    const stopped = this.stopped.has(module.moduleId);
    const crashed = this.ended.has(module.moduleId) || module.errors().length > 0;
    if (!stopped && !crashed) return undefined;
    const culprit = this.current.get(module.moduleId);
    const limit = this.limitOf(module.moduleId) ?? 0;
    if (stopped && !culprit) {
      return { shim: module.moduleId, message: `stopped: this file ran past its time limit outside any test (is there a loop that never ends at the top level of the code?)` };
    }
    if (!culprit) return undefined;
    const message = stopped
      ? `stopped: this test ran past its time limit (${limit / 1000} s) without yielding, so its worker was stopped`
      : 'stopped: the test worker ended while this test ran (out of memory, or the code ended the process)';
    return { shim: module.moduleId, fullName: culprit, message };
  }

  dispose(): void {
    clearInterval(this.timer);
    workerNews.off('news', this.listener);
    workerNews.off('ended', this.onEnded);
  }
}
