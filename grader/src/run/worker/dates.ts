// Date as graded code sees it: a clock that reads the same in every run. The real clock tells graded code how loaded
// the machine is (a test that times a method passes on a quiet machine and fails on a busy one) and what day it is:
// a grade resting on either is not a function of the submission. Here the clock starts at one fixed instant at the
// start of each file and moves one millisecond each time it is read, so a loop that waits for time to pass still
// ends, after the same number of turns on every machine. Dates made from arguments, Date.UTC and Date.parse are the
// language's own. No lab needs the time of day; the runner keeps the real clock (it took it when it loaded).

/** 2000-01-01T00:00:00Z: any fixed instant would do. */
export const FIXED_EPOCH_MS = 946_684_800_000;

type DateConstructor = typeof Date;

/**
 * Puts a repeatable Date in the place of the realm's (global name and `Date.prototype.constructor`), before the realm
 * is frozen; returns what starts its clock over. The real Date is then reachable from nothing graded code can name.
 */
export function repeatableDates(define: (name: string, value: unknown) => void): () => void {
  const RealDate = Date;
  let next = FIXED_EPOCH_MS;
  const now = () => next++;
  // A function, not a class: `Date()` without `new` must still work (it gives the current time as text).
  const RepeatableDate = function Date(this: unknown, ...args: unknown[]) {
    if (new.target === undefined) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target) as object;
  } as unknown as DateConstructor;
  for (const key of Reflect.ownKeys(RealDate)) {
    if (key === 'prototype' || key === 'now') continue;
    Object.defineProperty(RepeatableDate, key, Object.getOwnPropertyDescriptor(RealDate, key)!);
  }
  Object.defineProperty(RepeatableDate, 'now', {
    value: { now: () => now() }.now,
    writable: true,
    enumerable: false,
    configurable: true,
  });
  Object.defineProperty(RepeatableDate, 'prototype', { value: RealDate.prototype, writable: false });
  Object.defineProperty(RealDate.prototype, 'constructor', {
    value: RepeatableDate,
    writable: true,
    enumerable: false,
    configurable: true,
  });
  define('Date', RepeatableDate);
  return () => void (next = FIXED_EPOCH_MS);
}
