// The limit of what graded code runs now (a test, a game's command), read by the loop guard the compiler puts at
// the top of every loop body of graded code (compile.ts). The limit is CPU time of this process (run/limits.ts): a
// loop is stopped after the same work on a busy machine as on a quiet one.

import { resetCallDepth } from './callDepth.ts';
import { resetNativeNesting } from './nativeNesting.ts';

const wallNow = performance.now.bind(performance);

function cpuNow(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const clock = { limitMs: Infinity, cpuStart: 0, nextLook: Infinity, ticks: 0, fired: false, what: 'this test' };

/**
 * Whether the CPU time is spent; else when to look again. Reading CPU time is a system call, too slow for every
 * thousandth loop turn, so the guard reads the wall clock (cheap) and reads CPU time only once as much wall time as
 * the budget had left has passed: one thread runs graded code, so its CPU time cannot grow faster than the clock.
 */
function overdue(): boolean {
  const used = cpuNow() - clock.cpuStart;
  if (used > clock.limitMs) return true;
  clock.nextLook = wallNow() + Math.max(clock.limitMs - used, 5);
  return false;
}

/**
 * Called at the top of every loop body of graded code: cheap, and it looks at the clock only now and then. Once it has
 * stopped what runs, it stops it again at each look: a loop that caught the error is not let run on.
 */
export function loopGuard(): void {
  if ((++clock.ticks & 0x3ff) === 0 && (clock.fired || (wallNow() > clock.nextLook && overdue()))) {
    clock.fired = true;
    throw new Error(stopMessage());
  }
}

/** What the guard says when it stops what runs now. */
export function stopMessage(): string {
  return `stopped: ${clock.what} ran past its time limit inside a loop (is there a loop that never ends?)`;
}

/**
 * Gives what runs from now on (`what`, for the message) `ms` milliseconds of CPU time; `Infinity` lifts the limit.
 * Called as each test or command starts and ends, when no graded call is on the stack: the call depth starts again.
 */
export function limitTo(ms: number, what = 'this test'): void {
  resetCallDepth();
  resetNativeNesting();
  clock.limitMs = ms;
  clock.cpuStart = Number.isFinite(ms) ? cpuNow() : 0;
  clock.nextLook = Number.isFinite(ms) ? wallNow() + ms : Infinity;
  clock.fired = false;
  // The guard looks at the clock after the same number of turns from the start of each test, whatever ran before.
  clock.ticks = 0;
  clock.what = what;
}

/** Whether the guard stopped what ran since the last `limitTo` (the runtime's record: graded code cannot set it). */
export function limitWasReached(): boolean {
  return clock.fired;
}
