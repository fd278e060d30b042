// Date as graded code sees it: a clock that reads the same in every run. The real clock tells graded code how loaded
// the machine is (a test that times a method passes on a quiet machine and fails on a busy one) and what day it is:
// a grade resting on either is not a function of the submission. Here the clock starts at one fixed instant at the
// start of each file and moves one millisecond each time it is read, so a loop that waits for time to pass still
// ends, after the same number of turns on every machine. Dates made from arguments, Date.UTC and Date.parse are the
// language's own; Intl.DateTimeFormat given no date formats the clock's time. No lab needs the time of day; the
// runner keeps the real clock (it took it when it loaded).

/** 2000-01-01T00:00:00Z: any fixed instant would do. */
export const FIXED_EPOCH_MS = 946_684_800_000;

type DateConstructor = typeof Date;
type Format = (date?: unknown) => unknown;

/**
 * Intl.DateTimeFormat formats the real current time when given no date (`format()`, `formatToParts()`): given none,
 * it is given the repeatable clock's time instead. `format` stays one function per formatter, as the language has it.
 */
function formatRepeatably(now: () => number): void {
  const prototype = Intl.DateTimeFormat.prototype;
  const formatOf = Object.getOwnPropertyDescriptor(prototype, 'format')!.get!;
  const formatToParts = prototype.formatToParts as Format;
  const made = new WeakMap<object, Format>();
  Object.defineProperty(prototype, 'format', {
    get: {
      format(this: Intl.DateTimeFormat) {
        // The built-in getter first: it refuses what is not a formatter, with the language's own error.
        const format = Reflect.apply(formatOf, this, []) as Format;
        const known = made.get(this);
        if (known) return known;
        const repeatable = (date?: unknown) => format(date === undefined ? now() : date);
        made.set(this, repeatable);
        return repeatable;
      },
    }.format,
    enumerable: false,
    configurable: true,
  });
  Object.defineProperty(prototype, 'formatToParts', {
    value: {
      formatToParts(this: Intl.DateTimeFormat, date?: unknown) {
        return Reflect.apply(formatToParts, this, [date === undefined ? now() : date]) as unknown;
      },
    }.formatToParts,
    writable: true,
    enumerable: false,
    configurable: true,
  });
}

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
  formatRepeatably(now);
  return () => void (next = FIXED_EPOCH_MS);
}
