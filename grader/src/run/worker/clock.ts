// The deadline of what graded code runs now (a test, a game's command), read by the loop guard the compiler puts at
// the top of every loop body of graded code (compile.ts).

const now = performance.now.bind(performance);
const clock = { deadline: Infinity, ticks: 0, what: 'this test' };

/** Called at the top of every loop body of graded code: cheap, and it looks at the clock only now and then. */
export function loopGuard(): void {
  if ((++clock.ticks & 0x3ff) === 0 && now() > clock.deadline) {
    throw new Error(`stopped: ${clock.what} ran past its time limit inside a loop (is there a loop that never ends?)`);
  }
}

/** Gives what runs from now on (`what`, for the message) `ms` milliseconds; `Infinity` lifts the limit. */
export function limitTo(ms: number, what = 'this test'): void {
  clock.deadline = now() + ms;
  clock.what = what;
}
