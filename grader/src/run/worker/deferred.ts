// What graded code schedules to run later: timers and microtasks (finalization callbacks never run: collector.ts).
// Nothing one test file schedules runs while a later one does (it would run there with that file's test state at
// hand), and what the host hands back is a fresh object of the worker's own making: Node's Timeout objects carry the
// process's async ids (a count of what ran before) and link to every other pending timer, the runner's own included.

type Callback = (...args: unknown[]) => unknown;
type NodeTimer = { ref(): unknown; unref(): unknown; hasRef(): boolean; refresh(): unknown };

const realm = globalThis as unknown as Record<string, unknown>;

/** Handles are told apart by identity only; what a pending one stands for. */
const pending = new Map<object, { timer: NodeTimer; cancel: (timer: NodeTimer) => void }>();

function callable(callback: unknown, what: string): Callback {
  if (typeof callback !== 'function') throw new TypeError(`The "callback" argument of ${what} must be a function`);
  return callback as Callback;
}

/** What setTimeout and setInterval return: the methods of Node's timers, acting on the timer it stands for. */
class Timeout {
  ref(): this {
    pending.get(this)?.timer.ref();
    return this;
  }

  unref(): this {
    pending.get(this)?.timer.unref();
    return this;
  }

  hasRef(): boolean {
    return pending.get(this)?.timer.hasRef() ?? false;
  }

  refresh(): this {
    pending.get(this)?.timer.refresh();
    return this;
  }

  close(): this {
    cancel(this);
    return this;
  }
}

function cancel(handle: unknown): void {
  const entry = pending.get(handle as object);
  if (!entry) return;
  pending.delete(handle as object);
  entry.cancel(entry.timer);
}

/** The timer functions graded code calls (the runner kept the originals it took at start: entry.ts). */
function wrapTimers(define: (name: string, value: unknown) => void): void {
  const pairs = [
    ['setTimeout', 'clearTimeout', true],
    ['setInterval', 'clearInterval', false],
  ] as const;
  for (const [set, clear, once] of pairs) {
    const original = realm[set] as (callback: () => void, delay: unknown) => NodeTimer;
    const originalClear = realm[clear] as (timer: NodeTimer) => void;
    const wrapped = {
      [set](callback: unknown, delay?: unknown, ...args: unknown[]) {
        const run = callable(callback, set);
        const handle = Object.freeze(new Timeout());
        const timer = original(() => {
          // A one-shot timer that fired is forgotten.
          if (once) pending.delete(handle);
          Reflect.apply(run, undefined, args);
        }, delay);
        pending.set(handle, { timer, cancel: originalClear });
        return handle;
      },
    }[set]!;
    const cleared = { [clear]: (handle?: unknown) => cancel(handle) }[clear]!;
    define(set, wrapped);
    define(clear, cleared);
  }
  const queue = realm.queueMicrotask as (callback: () => void) => void;
  define('queueMicrotask', function queueMicrotask(callback: unknown) {
    const run = callable(callback, 'queueMicrotask');
    queue(() => Reflect.apply(run, undefined, []));
  });
}

/**
 * Wraps what schedules callbacks; returns what ends a file: its pending timers cancelled. (FinalizationRegistry never
 * calls back: collector.ts.)
 */
export function confineCallbacks(define: (name: string, value: unknown) => void): () => void {
  wrapTimers(define);
  return () => {
    for (const handle of [...pending.keys()]) cancel(handle);
  };
}

/** What the host's scheduling hands out, for the realm to freeze (a handle's class and prototype). */
export function scheduledSamples(): unknown[] {
  return [new Timeout()];
}
