import { MAX_NESTED_CALLS } from '../../../src/run/protocol.ts';
import { FIXED_EPOCH_MS } from '../../../src/run/worker/dates.ts';
import { repeatableRandom } from '../../../src/run/worker/random.ts';
import { all, caughtNone, testingNoteMatches, type HostileCase } from '../corpus.ts';

/**
 * Tests whose verdicts rest on what the process, the machine or the moment gives rather than on the code under test:
 * Math.random (V8 seeds it anew in each process, and its state runs on from one file to the next), the clock (the
 * time of day; how long a loop took on a loaded machine), the local time zone, the garbage collector (when it runs
 * depends on what earlier runs left on the heap), how timers interleave on a loaded machine, and the runner's own
 * record of when each test started and how long it took. Before, each such test passed on some runs and failed on
 * others, at random: the same submission got a different grade, and its report named different tests, each time it
 * was graded. Now each file starts from the same Math.random sequence and the same clock, in UTC, nothing is ever
 * collected as far as graded code can tell, timers keep a clock of their own, and the runner's record of times is
 * hidden (run/worker/random.ts, dates.ts, collector.ts, deferred.ts, taskClocks.ts): every verdict is the same on
 * every run and every machine, so the tests below pass on the reference and on each buggy implementation alike —
 * valid, catching nothing.
 */

const DRAWS = 12;

/** Whether each of the first draws of a file is in the lower half, as every run must see them. */
function lowerHalves(): boolean[] {
  const { random } = repeatableRandom();
  return Array.from({ length: DRAWS }, () => random() < 0.5);
}

/**
 * Each test is a coin toss on the machine's Math.random: before, all twelve passed on the reference one time in
 * 4,096 (invalid, the rest of the time), and which buggy implementations they "caught" changed from run to run.
 */
const RANDOM = () => `import { expect, it } from 'vitest';

const draws = Array.from({ length: ${DRAWS} }, () => Math.random() < 0.5);
const expected = ${JSON.stringify(lowerHalves())};
it.each(expected.map((half, k) => [k, half] as const))('draw %i falls in the lower half: %s', (k, half) =>
  expect(draws[k]).toBe(half),
);
`;

/**
 * A test that times its own loop and reads the time of day: before, the loop's turns depended on the machine's load
 * and the date on the day it was graded.
 */
const CLOCK = `import { expect, it } from 'vitest';

// First: the clock starts at the same instant in every file.
it('the day it is graded is the same every time', () => {
  expect(new Date().getTime()).toBe(${FIXED_EPOCH_MS});
  expect(Date.now()).toBe(${FIXED_EPOCH_MS + 1});
  expect(new Date(Date.now()).toISOString()).toBe('2000-01-01T00:00:00.002Z');
});

it('a loop that waits 20 ms of the clock turns as often on every machine', () => {
  const start = Date.now();
  let turns = 0;
  while (Date.now() < start + 20) turns++;
  expect(turns).toBe(19);
});

it('a formatter given no date formats the same instant', () => {
  const format = new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'medium', timeZone: 'UTC' });
  // To the second: the clock has moved a few milliseconds since the file began.
  expect(format.format()).toBe(format.format(${FIXED_EPOCH_MS}));
  expect(format.format).toBe(format.format);
  expect(format.formatToParts().find((part) => part.type === 'year')?.value).toBe('00');
  expect(() => Reflect.get(Intl.DateTimeFormat.prototype, 'format', {})).toThrow(TypeError);
});

it('dates made from arguments are the language’s own', () => {
  class Stamp extends Date {}
  const stamp = new Stamp(2024, 1, 29);
  expect(stamp instanceof Stamp && stamp instanceof Date).toBe(true);
  expect(stamp.constructor).toBe(Stamp);
  expect(new Date(0).constructor).toBe(Date);
  expect(Object.getPrototypeOf(new Date(0)).constructor).toBe(Date);
  expect(new Date(Date.UTC(2024, 1, 29)).toISOString()).toBe('2024-02-29T00:00:00.000Z');
  expect(Date.parse('2024-02-29T00:00:00Z')).toBe(Date.UTC(2024, 1, 29));
});

it('local dates are in UTC on every machine', () => {
  expect(new Date(2024, 6, 1).getTimezoneOffset()).toBe(0);
  expect(new Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('UTC');
  expect(new Date(2024, 6, 1, 12).toISOString()).toBe('2024-07-01T12:00:00.000Z');
});
`;

/**
 * A test that tests nothing of the code but whether the collector ran: before, it passed on the runs made before a
 * collection and failed on those after (earlier runs fill the heap), so it "caught" buggy implementations at random
 * (elevens/01-card scored 12.33 or 13.67 of 15 with it, against 11 for tests that catch nothing).
 */
const COLLECTOR = `import { expect, it } from 'vitest';

it('the collector never takes what a WeakRef holds, nor calls a cleanup back', async () => {
  let cleaned = 0;
  const registry = new FinalizationRegistry(() => cleaned++);
  const refs: WeakRef<object>[] = [];
  for (let round = 0; round < 40; round++) {
    const target = { round, pad: new Array(1000).fill(round) };
    refs.push(new WeakRef(target));
    registry.register(target, round, target);
    let junk: number[][] = [];
    for (let k = 0; k < 200; k++) junk.push(new Array(1000).fill(k));
    junk = [];
    void junk;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  expect(refs.filter((ref) => ref.deref() === undefined).length).toBe(0);
  expect(cleaned).toBe(0);
  expect(registry.unregister(refs[0]!.deref()!)).toBe(true);
  expect(registry.unregister(refs[0]!.deref()!)).toBe(false);
  expect(() => new WeakRef(1 as unknown as object)).toThrow(TypeError);
  expect(String(new WeakRef({}))).toBe('[object WeakRef]');
});
`;

/**
 * Graded code's timers, on their own clock: before, the turns of a 1 ms timer until a 30 ms one fired were 20, 25 or
 * 28 on three grades of the same submission, as the machine's load went.
 */
const TIMERS = `import { expect, it } from 'vitest';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

it('a short timer turns as often on every machine before a longer one fires', async () => {
  let fired = false;
  setTimeout(() => (fired = true), 30);
  let turns = 0;
  while (!fired) {
    turns++;
    await tick();
  }
  expect(turns).toBe(30);
});

it('timers fire in the order of their due times, ties in the order they were set', async () => {
  const order: string[] = [];
  const every = setInterval(() => order.push('every 4'), 4);
  setTimeout(() => order.push('at 10'), 10);
  setTimeout(() => order.push('at 1'), 0);
  const dropped = setTimeout(() => order.push('cleared'), 2);
  clearTimeout(dropped);
  setTimeout(() => order.push('at 8'), 8);
  await tick(12);
  clearInterval(every);
  // The interval's second turn is due at 8 too, set after 'at 8' was.
  expect(order).toEqual(['at 1', 'every 4', 'at 8', 'every 4', 'at 10']);
});

it('a long wait costs no real time', async () => {
  await tick(60_000);
  expect(true).toBe(true);
});
`;

/**
 * Tests that read the runner's record of when each task started and how long it took, through their context: before,
 * the day of grading, and how long an earlier test or the file's import took on the machine as loaded as it was (the
 * first run of a process, its code not yet compiled, is the slowest).
 */
const RUNNER_CLOCK = `import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';

type Bag = Record<string, any>;
const seen: unknown[] = [];
const figures = (task: Bag | undefined) => [
  task?.result?.startTime,
  task?.result?.duration,
  task?.collectDuration,
  task?.setupDuration,
];
const everything = (task: Bag): unknown[] => [...figures(task), ...(task.tasks ?? []).flatMap(everything)];
const shown = (values: unknown[]) => values.flat(3).filter((value) => value !== undefined && value !== 0);

describe('a suite', () => {
  beforeAll((suite) => void seen.push(figures(suite as Bag)));
  it('takes some time', () => {
    let sum = 0;
    for (let k = 0; k < 1e6; k++) sum += k;
    expect(sum).toBeGreaterThan(0);
  });
  it.skip('is skipped', () => {});
});

it('finds no start time or duration on any task of its file', (context) => {
  const file = (context.task as unknown as Bag).file as Bag;
  onTestFinished(() => void seen.push(everything(file)));
  expect(shown(everything(file))).toEqual([]);
});

it('nor did its hooks', () => expect([seen.length, ...shown(seen)]).toEqual([2]));
`;

/**
 * Tests that recurse until the stack overflows, catch it and branch on the depth reached: before, that depth hung on
 * how far V8's JIT had compiled the functions on the stack (an optimised frame is smaller than an interpreted one),
 * which carried over between runs in one worker and rested on background compilation, so the verdicts changed from
 * one grade to the next (elevens/01-card scored 12.33, 11 and 12.33 of 15 on three grades of one submission). Now
 * graded code counts its own nested calls and fails at a fixed depth (run/worker/callDepth.ts), whatever the JIT did.
 * A function with many locals (`fat`, a frame of a few KB) overflowed V8's default stack before that depth, cold at
 * one depth and optimised at another: the worker's stack is now deep enough for it (sandbox/memoryBound.ts). One with
 * thousands (`huge`, some 24 KB a frame) overflowed even that stack before the fixed depth: a call of it now counts
 * for several (run/frameSlots.ts). Async functions and generators were not counted: a chain of `yield*`, or of async
 * calls made before their first `await`, recursed to V8's limit; now they count while their bodies run.
 */
/** The sum of `v0` to `v<count - 1>`, in groups of a hundred: a chain of thousands is past what the kit compiles. */
const groupedSum = (count: number) =>
  Array.from(
    { length: Math.ceil(count / 100) },
    (_, group) =>
      `(${Array.from({ length: Math.min(100, count - group * 100) }, (_, k) => `v${group * 100 + k}`).join(' + ')})`,
  ).join(' + ');
const FAT_LOCALS = 300;
const fatLocals = Array.from({ length: FAT_LOCALS }, (_, k) => `const v${k} = n * ${k + 1} + ${k};`).join('\n  ');
const fatSum = groupedSum(FAT_LOCALS);
const HUGE_LOCALS = 3000;
const hugeLocals = Array.from({ length: HUGE_LOCALS }, (_, k) => `const v${k} = n * ${k + 1} + ${k};`).join('\n  ');
const hugeSum = groupedSum(HUGE_LOCALS);

const DEPTH = `import { expect, it } from 'vitest';

// How deep each shape recursed before it failed, and with what, filled in by the tests that run first.
const reached: Record<string, number> = {};
let failure: unknown;

function plain(n: number): number {
  reached.plain = n;
  return plain(n + 1) + 1;
}

class Walker {
  constructor(private readonly steps: number[]) {}
  walk(n: number): number {
    const a = n * 2, b = a + 1, c = b * 3, d = c - a, e = d ^ b, f = e + c, g = f - d, h = g * 2;
    reached.method = n;
    this.steps.push(h);
    return this.walk(n + 1) + a + b + c + d + e + f + g + h;
  }
}

const arrow = (n: number): number => ((reached.arrow = n), arrow(n + 1) + 1);

function fat(n: number, stop = Infinity): number {
  ${fatLocals}
  reached.fat = n;
  return n >= stop ? v0 : fat(n + 1, stop) + ${fatSum};
}

function huge(n: number, stop = Infinity): number {
  ${hugeLocals}
  reached.huge = n;
  return n >= stop ? v0 : huge(n + 1, stop) + ${hugeSum};
}

async function asyncDown(n: number): Promise<number> {
  reached.async = n;
  return asyncDown(n + 1);
}

function* delegating(n: number): Generator<number> {
  reached.delegated = n;
  yield* delegating(n + 1);
}

/** Recurses from depth 1 until it fails; the deepest depth reached. */
function deepest(shape: string, start: (n: number) => number): number {
  try {
    start(1);
  } catch (error) {
    failure = error;
  }
  return reached[shape]!;
}

/** Small calls, many times: the JIT optimises the functions (smaller frames, before, so deeper recursion). */
function warm(): void {
  for (let round = 0; round < 20000; round++) plainTo(round % 50);
  for (let round = 0; round < 2000; round++) fat(1, 20);
  for (let round = 0; round < 300; round++) huge(1, 3);
}

function plainTo(n: number): number {
  return n <= 0 ? 0 : plainTo(n - 1) + 1;
}

const cold = {
  plain: deepest('plain', plain),
  method: deepest('method', (n) => new Walker([]).walk(n)),
  arrow: deepest('arrow', arrow),
  fat: deepest('fat', fat),
};
const hugeCold = deepest('huge', huge);
const hugeFailure = failure;

it('recursion fails with a RangeError that says how deep the code went', () => {
  expect(failure).toBeInstanceOf(RangeError);
  expect((failure as Error).message).toMatch(/^Maximum call stack size exceeded: more than ${MAX_NESTED_CALLS} nested calls/);
});

it('recursion stops at the same depth in every shape, cold', () => {
  // The test file's own calls count: the file's top level, deepest() and, for the method, the arrow that starts it.
  expect(cold).toEqual({
    plain: ${MAX_NESTED_CALLS - 1},
    method: ${MAX_NESTED_CALLS - 2},
    arrow: ${MAX_NESTED_CALLS - 1},
    fat: ${MAX_NESTED_CALLS - 1},
  });
});

it('and as deep once the JIT has optimised every function on the stack', () => {
  warm();
  const hot = {
    plain: deepest('plain', plain),
    method: deepest('method', (n) => new Walker([]).walk(n)),
    arrow: deepest('arrow', arrow),
    fat: deepest('fat', fat),
  };
  // One call deeper than at the top level: this test's own function.
  expect(hot).toEqual({ plain: cold.plain - 1, method: cold.method - 1, arrow: cold.arrow - 1, fat: cold.fat - 1 });
});

it('a frame of thousands of locals stops at the same count, cold or optimised, several calls a frame', () => {
  expect((hugeFailure as Error).message).toMatch(/^Maximum call stack size exceeded: more than ${MAX_NESTED_CALLS} nested calls/);
  warm();
  const hot = deepest('huge', huge);
  expect((failure as Error).message).toMatch(/^Maximum call stack size exceeded: more than ${MAX_NESTED_CALLS} nested calls/);
  // A call of it counts for several: this test's own function (one more) leaves the depth as it was, or one less.
  expect(hugeCold).toBeLessThan(${MAX_NESTED_CALLS / 2});
  expect([hugeCold, hugeCold - 1]).toContain(hot);
});

it('async calls made before their first await, and a chain of yield*, stop at the fixed depth too', async () => {
  const failures: unknown[] = [];
  await asyncDown(1).catch((error: unknown) => failures.push(error));
  try {
    delegating(1).next();
  } catch (error) {
    failures.push(error);
  }
  const ours = /^Maximum call stack size exceeded: more than ${MAX_NESTED_CALLS} nested calls/;
  expect(failures.map((error) => ours.test((error as Error).message))).toEqual([true, true]);
  // This test's function is one call on the stack: the recursion gets the rest.
  expect([reached.async, reached.delegated]).toEqual([${MAX_NESTED_CALLS - 1}, ${MAX_NESTED_CALLS - 1}]);
});

it('a recursion that failed in an earlier test leaves nothing behind: this one goes as deep', () => {
  const inTest = { plain: deepest('plain', plain) };
  expect(inTest.plain).toBe(${MAX_NESTED_CALLS - 2});
});
`;

/**
 * Tests that nest the language's own functions until the stack overflows, under a deep graded recursion, and branch
 * on how deep they got: an array in an array turned to text, JSON, a structured clone, `flat`, chains of proxies and
 * of bound functions, an error's `toString` reading the next error, a reviver's walk, a call with the arguments of an
 * array, the kit's own matchers comparing nested values. Each level is a frame no graded count sees, and how many fit
 * under the graded frames followed the JIT (a structuredClone under 1,500 frames of 150 locals scored 15 or 11 of 15
 * from one grade to the next; a `toMatchObject` reading passed on one grade in eight). Now each counts its levels and
 * fails at a fixed depth (run/worker/nativeNesting.ts, boundedNatives.ts, comparedValues.ts).
 */
const NATIVE = `import { expect, it } from 'vitest';

type Probe = (n: number) => unknown;
const nestedArrays = (n: number) => {
  let a: unknown[] = [];
  for (let i = 0; i < n; i++) a = [a];
  return a;
};
const nestedObjects = (n: number) => {
  let a: object = {};
  for (let i = 0; i < n; i++) a = { a };
  return a;
};
const PROBES: Record<string, Probe> = {
  join: (n) => String(nestedArrays(n)),
  stringify: (n) => JSON.stringify(nestedObjects(n)),
  clone: (n) => structuredClone(nestedObjects(n)),
  flat: (n) => nestedArrays(n).flat(Infinity),
  proxy: (n) => {
    let p: object = {};
    for (let i = 0; i < n; i++) p = new Proxy(p, {});
    return (p as { x?: unknown }).x;
  },
  bound: (n) => {
    let f = function () {
      return 1;
    };
    for (let i = 0; i < n; i++) f = f.bind(null);
    return ({}) instanceof f;
  },
  errorText: (n) => {
    let o: Record<string, unknown> = { name: 'x', message: 'y' };
    for (let i = 0; i < n; i++) {
      const e: Record<string, unknown> = { name: o, message: '' };
      e.toString = Error.prototype.toString;
      o.toString = Error.prototype.toString;
      o = e;
    }
    return String(o);
  },
  reviver: (n) => JSON.parse('['.repeat(n) + ']'.repeat(n), (_key, value: unknown) => value),
  apply: (n) => Math.max.apply(null, new Array(n * 100).fill(1)),
  spread: (n) => Math.max(...new Array(n * 100).fill(1)),
  // The kit's own matchers recurse over what they compare (a reading one grade in eight passed with this).
  matchObject: (n) => {
    const value = nestedObjects(n);
    expect(value).toMatchObject(value);
  },
  equal: (n) => expect(nestedArrays(n)).toEqual(nestedArrays(n)),
  // Iterator helpers (Node 22 and later), each reading the one it was made from; on Node 20 a reading of 0, with the
  // kit's words, every time.
  helpers: (n) => {
    type Chain = { map?: (f: (x: unknown) => unknown) => Chain; next: () => unknown };
    let it = [1].values() as unknown as Chain;
    if (!it.map) throw new RangeError('Maximum call stack size exceeded: more than 0 (no iterator helpers here)');
    for (let i = 0; i < n; i++) it = it.map((x) => x);
    return it.next();
  },
};

/** The largest n (below 100,000) for which the probe does not throw, and what it threw past it. */
function limit(probe: Probe): string {
  let lo = 0;
  let hi = 100_000;
  let message = '';
  while (hi - lo > 1) {
    const middle = (lo + hi) >> 1;
    try {
      probe(middle);
      lo = middle;
    } catch (error) {
      hi = middle;
      message = (error as Error).message;
    }
  }
  return \`\${lo}: \${message.slice(0, 60)}\`;
}

/** The limits of every probe, under \`depth\` graded calls. */
function limitsUnder(depth: number): Record<string, string> {
  if (depth > 0) return limitsUnder(depth - 1);
  return Object.fromEntries(Object.entries(PROBES).map(([name, probe]) => [name, limit(probe)]));
}

const cold = limitsUnder(1500);

it('every nesting of the language’s own functions fails with the kit’s message, not V8’s', () => {
  for (const [name, reading] of Object.entries(cold))
    expect(reading, name).toMatch(/^\\d+: Maximum call stack size exceeded: (more than|a chain of|a call with|a value nested)/);
});

it('and at the same depth under the same graded calls once the JIT has optimised them', () => {
  for (let round = 0; round < 3000; round++) limitsUnderNothing(round % 40);
  expect(limitsUnder(1499)).toEqual(cold);
});

function limitsUnderNothing(depth: number): number {
  return depth === 0 ? 0 : limitsUnderNothing(depth - 1) + 1;
}
`;

/**
 * Tests that hand a matcher values the kit's walk before it (comparedValues.ts) cannot see the depth of: a getter that
 * answers null when first read and a chain 100,000 deep from then on, an iterable whose item is in a private field.
 * The matchers' own recursion (vitest's equality and toMatchObject, chai's deep equality) went on uncounted to V8's
 * overflow, and the depth the getters saw then followed the JIT. Now the matchers count their own levels
 * (worker/matcherLevels.ts, kit/countedMatchers.ts): the same depth, with the kit's message, cold and optimised.
 */
const MATCHERS = `import { expect, it } from 'vitest';

let deepest = 0;
/** An object whose \`child\` is null when first read, and a chain \`n\` deep from then on. */
const lazy = (n: number): object => {
  let first = true;
  const node = (k: number): object => ({
    get child() {
      deepest = Math.max(deepest, k);
      return k < n ? node(k + 1) : null;
    },
  });
  return {
    get child() {
      if (!first) return node(1);
      first = false;
      return null;
    },
  };
};
/** An iterable whose one item, in a field of its own that no walk of its keys sees, is the next box. */
class Box implements Iterable<Box> {
  readonly #inner: Box | undefined;
  readonly #depth: number;
  constructor(depth: number, inner?: Box) {
    this.#depth = depth;
    this.#inner = inner;
  }
  *[Symbol.iterator]() {
    deepest = Math.max(deepest, this.#depth);
    if (this.#inner) yield this.#inner;
  }
}
const boxes = (n: number) => {
  let box = new Box(n);
  for (let i = n - 1; i > 0; i--) box = new Box(i, box);
  return box;
};
const PROBES: Record<string, () => void> = {
  toEqual: () => expect(lazy(100_000)).toEqual(lazy(100_000)),
  toMatchObject: () => expect(lazy(100_000)).toMatchObject(lazy(100_000)),
  chaiDeepEqual: () => expect(lazy(100_000)).to.deep.equal(lazy(100_000)),
  iterable: () => expect(boxes(100_000)).toEqual(boxes(100_000)),
};

/** How deep the probe's values were read before it threw, and what it threw. */
function reading(probe: () => void): string {
  deepest = 0;
  try {
    probe();
    return \`\${deepest}: no error\`;
  } catch (error) {
    return \`\${deepest}: \${(error as Error).message.slice(0, 100)}\`;
  }
}

function under(depth: number, probe: () => void): string {
  return depth > 0 ? under(depth - 1, probe) : reading(probe);
}

function shallow(n: number): number {
  return n === 0 ? 0 : shallow(n - 1) + 1;
}

it.each(Object.keys(PROBES))('%s stops at a fixed depth with the kit’s message, cold and optimised', (name) => {
  const cold = under(1500, PROBES[name]!);
  // chai's deep equality hands the value to a second matcher, whose walk reads the chain the getter gives by then.
  expect(cold).toMatch(
    /^\\d+: Maximum call stack size exceeded: (more than \\d+ nested levels of a value compared|a value nested more than)/,
  );
  for (let round = 0; round < 3000; round++) shallow(round % 40);
  expect(under(1499, PROBES[name]!)).toBe(cold);
});
`;

/**
 * A test that catches the loop guard's stop and carries on: how far its loop got in its CPU time is a stopwatch,
 * which the test itself (passing once it caught the stop) and the tests after it in the file could branch on. Before,
 * it passed, and the stage scored 13.67 of 15 on three grades and 15 on a fourth. Now a test the guard stopped fails
 * whatever it did after, and the tests after it run again in a fresh worker, where the count is 0 (worker/clock.ts,
 * testRunner.ts, run/attempt.ts): the first test is invalid on every grade, the second passes everywhere.
 */
const STOPWATCH = `import { expect, it } from 'vitest';

let turns = 0;

it('counts the turns of a loop until it is stopped, and catches the stop', () => {
  try {
    for (;;) turns++;
  } catch {
    // The guard's error, swallowed: the loop would have been stopped after some number of turns.
  }
  expect(turns % 2).toBeGreaterThanOrEqual(0);
});

it('branches on that count', () => {
  expect(turns).toBe(0);
});
`;

/** The same count taken at the top level of the file: the file is stopped while it loads, and none of its tests run. */
const STOPWATCH_AT_LOAD = `import { expect, it } from 'vitest';

let turns = 0;
try {
  for (;;) turns++;
} catch {
  // The guard's error, swallowed at the top level of the file.
}

it('branches on how far the loop at the top level got', () => {
  expect(turns % 2).toBe(0);
});
`;

/**
 * Tests and hooks that ask for a time limit of their own: before, vitest held each to it on the wall clock (a test
 * of 20 turns of a timer, given 23 ms, "timed out" on some grades), so the verdict rested on the machine's speed and
 * load. Now what a test or hook asks is ignored: every one gets the kit's own limit (CPU time), wherever it is asked
 * (a test's or a suite's options or last argument, `each`/`for`, an extended test, every kind of hook).
 */
const TIME_LIMITS = `import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, test } from 'vitest';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
// More than a millisecond of work on any machine, far less than the kit's limit.
const burn = () => {
  let a = 0;
  for (let k = 0; k < 3_000_000; k++) a = (a * 31 + k) % 1000003;
  return a;
};

it('a test given 1 ms as its last argument', () => expect(burn()).toBeGreaterThan(-1), 1);

it('a test given 1 ms in its options', { timeout: 1 }, async () => {
  for (let turn = 0; turn < 20; turn++) await tick();
  expect(burn()).toBeGreaterThan(-1);
});

describe('a suite given 1 ms in its options', { timeout: 1 }, () => {
  beforeEach(() => () => void burn(), 1);
  afterEach(() => void burn(), 1);
  it('and its hooks too', (context) => {
    onTestFinished(() => void burn(), 1);
    context.onTestFailed(() => void burn(), 1);
    context.onTestFinished(() => void burn(), 1);
    expect(burn()).toBeGreaterThan(-1);
  });
});

describe('a suite set up by a hook given 1 ms', () => {
  let set = 0;
  beforeAll(() => void (set = burn()), 1);
  it('runs', () => expect(set).toBeGreaterThan(-1));
});

describe(
  'a suite given 1 ms as its last argument',
  (local) => {
    local('a test of the suite’s own', () => expect(burn()).toBeGreaterThan(-1));
  },
  1,
);

it.each([[1], [2]])('a table of tests given 1 ms: %i', (n) => expect(burn() + n).toBeGreaterThan(0), 1);
it.for([3])('a list of tests given 1 ms: %i', { timeout: 1 }, (n) => expect(burn() + n).toBeGreaterThan(0));
test.skipIf(false).concurrent('a chained test given 1 ms', () => expect(burn()).toBeGreaterThan(-1), 1);

const extended = test.extend({ three: 3 });
extended('an extended test given 1 ms', { timeout: 1 }, () => expect(burn()).toBeGreaterThan(-1));

extended.describe('a suite of extended tests', () => {
  extended.aroundEach(async (runTest) => {
    for (let turn = 0; turn < 20; turn++) await tick();
    await runTest();
  }, 1);
  extended('wrapped by a hook given 1 ms', () => expect(burn()).toBeGreaterThan(-1));
});
`;

/**
 * What the host hands a test (its context's AbortSignal, the events it fires) read the real clock: a signal of
 * AbortSignal.timeout aborted after some real milliseconds, and an event's timeStamp was the process's uptime. Now
 * such a signal aborts on the timers' own clock, and an event's timeStamp is a reading of that clock.
 */
const HOST_CLOCKS = `import { expect, it } from 'vitest';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));
const burn = () => {
  let a = 0;
  for (let k = 0; k < 1_000_000; k++) a = (a * 31 + k) % 1000003;
  return a;
};

it('a signal of AbortSignal.timeout aborts on the timers’ clock', async (context) => {
  const Signal = context.signal.constructor as typeof AbortSignal;
  const signal = Signal.timeout(20);
  const any = Signal.any([signal]);
  let turns = 0;
  while (!signal.aborted) {
    turns++;
    await tick(5);
  }
  expect([turns, any.aborted, (signal.reason as Error).name]).toEqual([4, true, 'TimeoutError']);
  expect(() => signal.throwIfAborted()).toThrow('due to timeout');
  expect(() => Signal.timeout(-1)).toThrow(RangeError);
  expect(() => Signal.timeout('1' as unknown as number)).toThrow(TypeError);
});

it('an event’s timeStamp is a reading of the timers’ clock', async (context) => {
  const Signal = context.signal.constructor as typeof AbortSignal;
  const signal = Signal.timeout(7);
  const event = await new Promise<Event>((resolve) => signal.addEventListener('abort', resolve));
  const Made = event.constructor as typeof Event;
  const stamps = [event.timeStamp, new Made('x').timeStamp];
  burn();
  stamps.push(new Made('x').timeStamp);
  await tick(3);
  // An event keeps the stamp it was first read with.
  stamps.push(event.timeStamp, new Made('x').timeStamp);
  expect(stamps).toEqual([27, 27, 27, 27, 30]);
});
`;

/**
 * A test retried after a delay: before, the runner waited the delay on the real clock while the test's timers kept
 * firing, as many of them as the machine's load let (the second attempt counted 18, 15 or 19 turns of a 1 ms
 * interval on three grades). Now the runner never waits between attempts: none of the test's timers fire then.
 */
const RETRY_DELAY = `import { describe, expect, it } from 'vitest';

let turns = 0;
let attempts = 0;

it('a test retried after 20 ms', { retry: { count: 1, delay: 20 } }, () => {
  attempts++;
  if (attempts === 1) {
    setInterval(() => turns++, 1);
    throw new Error('first attempt');
  }
  expect(turns).toBe(0);
});

describe('a suite whose tests are retried after 20 ms', { retry: { count: 2, delay: 20 } }, () => {
  it('a test of it', () => {
    attempts++;
    if (attempts < 4) throw new Error('an attempt before the last');
    expect(turns).toBe(0);
  });
});

it('a test that asks for a delay as it fails', { retry: 1 }, (context) => {
  attempts++;
  if (attempts === 5) {
    (context.task as unknown as { retry: unknown }).retry = { count: 1, delay: 20 };
    throw new Error('first attempt');
  }
  expect([attempts, turns]).toEqual([6, 0]);
});
`;

/** The stopwatch test is invalid (stopped, on the reference and everywhere), the test after it valid. */
const stoppedAlone: HostileCase['check'] = (result) => {
  const [counts, branches] = result.testing.tests;
  if (counts?.validOnReference !== false || !/stopped: this test ran past its time limit/.test(counts.message ?? ''))
    return `the stopwatch test was not stopped on the reference: ${JSON.stringify(counts)}`;
  return branches?.validOnReference ? undefined : `the test after it failed: ${JSON.stringify(branches)}`;
};

const STAGES = [
  { activity: 'elevens/01-card', subject: 'Card.ts', tests: 'CardTester.test.ts', hidden: 11 },
  { activity: 'klondike/01-card', subject: 'Card.ts', tests: 'CardTester.test.ts', hidden: 8 },
];

/** The tests are valid: they pass on the reference, every time. */
const valid: HostileCase['check'] = (result) =>
  result.testing.note ? `the tests were not valid: ${result.testing.note}` : undefined;

export const REDTEAM: HostileCase[] = STAGES.flatMap((stage) =>
  (
    [
      ['Math.random', RANDOM()],
      ['the clock and the local time zone', CLOCK],
      ['the garbage collector', COLLECTOR],
      ['timers', TIMERS],
      ['the runner’s record of times', RUNNER_CLOCK],
      ['how deep recursion went before the stack overflowed', DEPTH],
      ['how deep the language’s own functions nested before the stack overflowed', NATIVE],
      // What the worker's runtime does the same for every lab: one stage tells it (the suite's time is bounded).
      ...(stage === STAGES[0]
        ? ([
            ['how deep the matchers went before the stack overflowed', MATCHERS],
            ['a time limit of their own', TIME_LIMITS],
            ['the host’s clocks (AbortSignal.timeout, Event)', HOST_CLOCKS],
            ['a delay between retries', RETRY_DELAY],
          ] as const)
        : []),
    ] as const
  ).map(([what, source]): HostileCase => ({
    name: `${stage.activity}: tests whose verdicts rest on ${what} get the same verdict on every run`,
    // The state a process carries from one run to the next, and the machine's.
    kind: 'state',
    activity: stage.activity,
    files: (src) => ({ [stage.subject]: src.reference(stage.activity, stage.subject), [stage.tests]: source }),
    points: stage.hidden,
    check: all(caughtNone, valid),
    // The clock and the time zone are the machine's, as each confinement shows them: graded under the fallbacks too.
    ...(source === CLOCK ? {} : { runtimeOnly: true as const }),
  })),
).concat(
  STAGES.map((stage) => ({
    name: `${stage.activity}: a test that catches the loop guard's stop is stopped all the same, and nothing of it stays`,
    kind: 'state' as const,
    activity: stage.activity,
    files: (src) => ({ [stage.subject]: src.reference(stage.activity, stage.subject), [stage.tests]: STOPWATCH }),
    points: stage.hidden,
    check: all(caughtNone, stoppedAlone),
    runtimeOnly: true as const,
  })),
  STAGES.map((stage) => ({
    name: `${stage.activity}: a file that catches the loop guard's stop at its top level is stopped while it loads`,
    kind: 'state' as const,
    activity: stage.activity,
    files: (src) => ({
      [stage.subject]: src.reference(stage.activity, stage.subject),
      [stage.tests]: STOPWATCH_AT_LOAD,
    }),
    points: stage.hidden,
    check: all(
      caughtNone,
      testingNoteMatches(/^your tests could not run: stopped: this file ran past its time limit outside any test/),
    ),
    runtimeOnly: true as const,
  })),
);
