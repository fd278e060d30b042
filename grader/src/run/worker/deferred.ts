// What graded code schedules to run later: timers and microtasks (finalization callbacks never run: collector.ts).
// Nothing one test file schedules runs while a later one does (it would run there with that file's test state at
// hand), and what the host hands back is a fresh object of the worker's own making: Node's Timeout objects carry the
// process's async ids (a count of what ran before) and link to every other pending timer, the runner's own included.
// Graded code's timers keep a clock of their own: they fire in the order of their due times on it, whatever the
// machine's load. On the real clock, a test that counted the turns of a short timer until a longer one fired counted
// 20, 25 or 28 on three runs of the same submission, and so passed or failed at random.

type Callback = (...args: unknown[]) => unknown;
type RealTimer = { unref(): unknown };

const realm = globalThis as unknown as Record<string, unknown>;

/** A timer of graded code: when it is due on the timers' own clock, and the order it was set in, for ties. */
interface Pending {
  due: number;
  order: number;
  delay: number;
  repeat: boolean;
  refed: boolean;
  run: () => void;
}

/** Handles are told apart by identity only; what a pending one stands for. */
const pending = new Map<object, Pending>();
/** The timers' own clock (milliseconds since the file began) and the count of timers set, for ties. */
const clock = { now: 0, order: 0 };
/** The one real timer that fires the next pending one; none while nothing is pending. */
let wake: RealTimer | undefined;
// Taken before they are replaced: the real timers that pace graded code's.
const realSetTimeout = realm.setTimeout as (callback: () => void, delay: number) => RealTimer;
const realClearTimeout = realm.clearTimeout as (timer: RealTimer) => void;

function callable(callback: unknown, what: string): Callback {
  if (typeof callback !== 'function') throw new TypeError(`The "callback" argument of ${what} must be a function`);
  return callback as Callback;
}

/** Node's reading of a delay: a number from 1 to 2^31 - 1, else 1. */
function delayOf(value: unknown): number {
  const delay = Number(value);
  return delay >= 1 && delay <= 2 ** 31 - 1 ? delay : 1;
}

/** The pending timer due first (ties: the one set first). */
function next(): [object, Pending] | undefined {
  let first: [object, Pending] | undefined;
  for (const entry of pending)
    if (!first || entry[1].due < first[1].due || (entry[1].due === first[1].due && entry[1].order < first[1].order))
      first = entry;
  return first;
}

/**
 * Fires the timer due first, one per turn of the event loop (a real timer of the shortest delay paces them, so a
 * timer that sets itself again forever costs no more than it did on the real clock), and moves the clock to it.
 */
function schedule(): void {
  if (wake !== undefined || pending.size === 0) return;
  wake = realSetTimeout(() => {
    wake = undefined;
    const first = next();
    if (!first) return;
    const [handle, timer] = first;
    clock.now = Math.max(clock.now, timer.due);
    if (timer.repeat) Object.assign(timer, { due: clock.now + timer.delay, order: clock.order++ });
    else pending.delete(handle);
    try {
      timer.run();
    } finally {
      schedule();
    }
  }, 0);
  // The worker waits for the runner's work, never for graded code's timers.
  wake.unref();
}

/** What setTimeout and setInterval return: the methods of Node's timers, acting on the timer it stands for. */
class Timeout {
  ref(): this {
    const timer = pending.get(this);
    if (timer) timer.refed = true;
    return this;
  }

  unref(): this {
    const timer = pending.get(this);
    if (timer) timer.refed = false;
    return this;
  }

  hasRef(): boolean {
    return pending.get(this)?.refed ?? false;
  }

  refresh(): this {
    const timer = pending.get(this);
    if (timer) Object.assign(timer, { due: clock.now + timer.delay, order: clock.order++ });
    return this;
  }

  close(): this {
    cancel(this);
    return this;
  }
}

function cancel(handle: unknown): void {
  pending.delete(handle as object);
}

/** The timer functions graded code calls (the runner kept the originals it took at start: entry.ts). */
function wrapTimers(define: (name: string, value: unknown) => void): void {
  const pairs = [
    ['setTimeout', 'clearTimeout', false],
    ['setInterval', 'clearInterval', true],
  ] as const;
  for (const [set, clear, repeat] of pairs) {
    const wrapped = {
      [set](callback: unknown, delay?: unknown, ...args: unknown[]) {
        const run = callable(callback, set);
        const handle = Object.freeze(new Timeout());
        const wait = delayOf(delay);
        pending.set(handle, {
          due: clock.now + wait,
          order: clock.order++,
          delay: wait,
          repeat,
          refed: true,
          run: () => void Reflect.apply(run, undefined, args),
        });
        schedule();
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
 * The host's own clocks that a test reaches through its context (`context.signal`, an AbortSignal, and the events it
 * fires), on the timers' clock: a signal of AbortSignal.timeout aborts when a timer of graded code set for the same
 * delay would fire (the host's waited real milliseconds, and a test counted the turns of a timer until it aborted),
 * and an event's timeStamp is the timers' clock when it is first read (the host's was the process's uptime, which
 * the same test read as 1021.4 on one grade and 1510.9 on the next).
 */
function hostClocks(setTimer: (callback: () => void, delay: number) => unknown): void {
  const Signal = AbortSignal as unknown as Record<string, unknown>;
  Object.defineProperty(Signal, 'timeout', {
    value: {
      timeout(delay: unknown) {
        if (typeof delay !== 'number')
          throw new TypeError(`The "delay" argument must be of type number. Received ${typeof delay}`);
        if (!Number.isInteger(delay) || delay < 0 || delay > 2 ** 32 - 1)
          throw new RangeError(
            `The value of "delay" is out of range. It must be >= 0 && <= 4294967295. Received ${delay}`,
          );
        const controller = new AbortController();
        const reason = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');
        setTimer(() => controller.abort(reason()), delay);
        return controller.signal;
      },
    }.timeout,
    writable: true,
    enumerable: true,
    configurable: true,
  });
  const prototype = Event.prototype;
  const real = Object.getOwnPropertyDescriptor(prototype, 'timeStamp')!;
  const stamps = new WeakMap<object, number>();
  Object.defineProperty(prototype, 'timeStamp', {
    get: {
      timeStamp(this: Event) {
        // The host's getter first: it refuses what is not an event, with its own error.
        Reflect.apply(real.get!, this, []);
        const stamp = stamps.get(this) ?? clock.now;
        stamps.set(this, stamp);
        return stamp;
      },
    }.timeStamp,
    enumerable: real.enumerable,
    configurable: true,
  });
}

/**
 * Wraps what schedules callbacks; returns what ends a file: its pending timers cancelled. (FinalizationRegistry never
 * calls back: collector.ts.) The host's clocks a test can reach run on the timers' clock (hostClocks).
 */
export function confineCallbacks(define: (name: string, value: unknown) => void): () => void {
  const timers: Record<string, unknown> = {};
  wrapTimers((name, value) => {
    timers[name] = value;
    define(name, value);
  });
  hostClocks(timers.setTimeout as (callback: () => void, delay: number) => unknown);
  return () => {
    pending.clear();
    if (wake !== undefined) realClearTimeout(wake);
    wake = undefined;
    Object.assign(clock, { now: 0, order: 0 });
  };
}

/** What the host's scheduling hands out, for the realm to freeze (a handle's class and prototype). */
export function scheduledSamples(): unknown[] {
  return [new Timeout()];
}
