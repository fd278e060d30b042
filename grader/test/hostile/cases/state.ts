import { all, caughtNone, type HostileCase } from '../corpus.ts';

/**
 * Tests that count the test files run before them in the same worker process. A student's tests run on the
 * reference and on each buggy implementation one file after another in one process, in a random order: a test that
 * passes only when nothing ran before it would fail on all but the first run, and so "catch" the buggy
 * implementations that ran later (or fail on the reference, at random). Every channel below is closed
 * (run/worker/realm.ts and the files beside it): each count is 0 on every run, the tests pass everywhere, are
 * valid, and catch nothing.
 */

/** What every file below starts with: a count kept on a reachable object, read and raised once per file. */
const COUNTING = `import { expect, it, test, vi } from 'vitest';

type Bag = Record<PropertyKey, unknown>;
const KEYS: PropertyKey[] = ['hostileCount', Symbol.for('hostile.count')];

/** How many earlier files raised the count kept on what \`where\` gives; 0 where nothing can be kept. */
function countOn(where: () => unknown): number {
  let earlier = 0;
  for (const key of KEYS) {
    try {
      const bag = where() as Bag;
      const seen = typeof bag[key] === 'number' ? (bag[key] as number) : 0;
      earlier = Math.max(earlier, seen);
      bag[key] = seen + 1;
    } catch {
      // closed
    }
  }
  return earlier;
}

function attempt(thunk: () => unknown): unknown {
  try {
    return thunk();
  } catch (error) {
    return error;
  }
}

void test;
void vi;
`;

/** Channels of the language and the host, as graded code sees them. */
const REALM = `${COUNTING}
it('eval', () => expect(countOn(() => eval)).toBe(0));

it('a timer handle’s prototype', () => {
  const handle = setTimeout(() => {}, 0);
  clearTimeout(handle);
  expect(countOn(() => Object.getPrototypeOf(handle))).toBe(0);
});

it('a console method', () => expect(countOn(() => console.log)).toBe(0));

it('Error.prepareStackTrace', () => expect(countOn(() => (Error as unknown as Bag).prepareStackTrace)).toBe(0));

it('Error.captureStackTrace', () => expect(countOn(() => (Error as unknown as Bag).captureStackTrace)).toBe(0));

it('Error.stackTraceLimit', () => {
  const limit = (Error as unknown as { stackTraceLimit: number }).stackTraceLimit;
  const earlier = limit >= 1000 ? limit - 999 : 0;
  (Error as unknown as { stackTraceLimit: number }).stackTraceLimit = 1000 + earlier;
  expect(earlier).toBe(0);
});

it('the async iterator prototype', () => {
  const generator = (async function* () {})();
  expect(countOn(() => Object.getPrototypeOf(Object.getPrototypeOf(Object.getPrototypeOf(generator))))).toBe(0);
});

it('Intl segments’ prototype', () =>
  expect(countOn(() => Object.getPrototypeOf(new Intl.Segmenter().segment('a b')))).toBe(0));

it('what structuredClone throws', () =>
  expect(countOn(() => Object.getPrototypeOf(attempt(() => structuredClone(() => {})) as object))).toBe(0));

it('a registered symbol on a built-in', () => expect(countOn(() => Math)).toBe(0));

it('the last match', () => {
  const earlier = /^count(\\d+)$/.exec(String((RegExp as unknown as Bag).input))?.[1];
  /count\\d+/.exec(\`count\${Number(earlier ?? 0) + 1}\`);
  expect(Number(earlier ?? 0)).toBe(0);
});
`;

/** Channels of the test framework: the runner, expect, vi. */
const FRAMEWORK = `${COUNTING}
/** The context the runner keeps for a test function (behind a symbol of its own). */
function chainContext(chain: unknown): { getFixtures(): object } {
  const key = Object.getOwnPropertySymbols(chain).find((symbol) => {
    const value = (chain as Bag)[symbol];
    return typeof value === 'object' && value !== null && 'getFixtures' in value;
  })!;
  return (chain as Bag)[key] as { getFixtures(): object };
}

/** Every fixture set the runner made, listed on their class (the list is never kept: always empty). */
function fixtureSets(): unknown[] {
  const fixtures = chainContext(it).getFixtures();
  return (fixtures.constructor as unknown as { _definitions: unknown[] })._definitions;
}

const topLevel = expect.getState() as Bag;
const stateEarlier = typeof topLevel.hostileCount === 'number' ? topLevel.hostileCount : 0;
const setsAtTop = fixtureSets().length;
// Each file adds fixture sets of its own.
const extended = test.extend({});
void extended;

it('mock call order', () => {
  const mock = vi.fn();
  mock();
  expect(mock.mock.invocationCallOrder[0]! - 1).toBe(0);
});

it('the base test’s fixtures', () => expect(countOn(() => chainContext(it).getFixtures())).toBe(0));

it('the list of fixture sets', () => expect(setsAtTop).toBe(0));

it('a test function’s own function', () => expect(countOn(() => (it as unknown as Bag).fn)).toBe(0));

it('the test context’s AbortSignal', (context) =>
  expect(countOn(() => Object.getPrototypeOf(context.signal))).toBe(0));

it('the assertion library’s settings', () => {
  const Assertion = (expect(0) as unknown as { constructor: { includeStack: boolean } }).constructor;
  const earlier = Assertion.includeStack ? 1 : 0;
  attempt(() => (Assertion.includeStack = true));
  expect(earlier).toBe(0);
});

it('expect.extend', () => expect(countOn(() => expect.extend)).toBe(0));

it('an earlier file’s mocks', () => {
  expect.setState({ hostileMark: false });
  vi.clearAllMocks();
  const earlier = (expect.getState() as Bag).hostileMark === true ? 1 : 0;
  const mock = vi.fn() as unknown as Bag;
  mock.mockClear = () => expect.setState({ hostileMark: true });
  expect(earlier).toBe(0);
});

it('expect’s state at the top of a file', () => {
  expect.setState({ hostileCount: stateEarlier + 1 });
  expect(stateEarlier).toBe(0);
});

// The assertion library still works in the frozen realm, its promise matchers too (they read the matchers'
// functions through chai's proxies): honest tests that use them stay valid.
it('honest promise matchers', async () => {
  await expect(Promise.resolve(3)).resolves.toBe(3);
  await expect(Promise.reject(new RangeError('no'))).rejects.toThrow(RangeError);
  await expect((async () => 'x')()).resolves.not.toBe('y');
  expect(() => {
    throw new TypeError('bad');
  }).toThrow('bad');
});
`;

const STAGES = [
  { activity: 'elevens/01-card', subject: 'Card.ts', tests: 'CardTester.test.ts', hidden: 11 },
  { activity: 'montecarlo/01-coordinate', subject: 'Coordinate.ts', tests: 'CoordinateTester.test.ts', hidden: 14 },
  { activity: 'klondike/01-card', subject: 'Card.ts', tests: 'CardTester.test.ts', hidden: 8 },
];

/** The tests are valid: they pass on the reference, every time. */
const valid: HostileCase['check'] = (result) =>
  result.testing.note ? `the tests were not valid: ${result.testing.note}` : undefined;

/**
 * Tests whose outcome rests on memory an earlier file of the worker kept: each file keeps a large block where the
 * process used to keep it for good, then asks for another. The worker's memory is bounded (sandbox/memoryBound.ts),
 * so where a file's blocks outlived it, a later file's request failed: on whichever implementation happened to run
 * later (it was "caught"), or on the reference (the tests were not valid), and the reference's own hidden tests failed
 * in a later file. Nothing a file keeps outlives it: the tests pass everywhere and catch nothing.
 */
const KEPT_BY_MOCKS = `import { expect, it, vi } from 'vitest';
import { Card } from './Card.ts';

// A mock made at the top of the file: the spy library listed every mock of the process, with its calls.
const keep = vi.fn();
const held = Object.freeze(Object.assign(vi.fn(), { block: new ArrayBuffer(100_000_000) }));

it('a mock keeps its calls', () => {
  keep(new ArrayBuffer(450_000_000));
  expect(held.block.byteLength + keep.mock.calls.length).toBe(100_000_001);
  expect(new Card('ace', 'hearts', 1).rank()).toBe('ace');
});
`;

/**
 * A block kept by the file's own module: the runner's last update, sent on a timer after the file ended, kept the file
 * (its modules, and the block) alive for a while, and the next file's request failed or not by that timer's timing.
 */
const KEPT_BY_MODULES = `import { expect, it } from 'vitest';
import { Card } from './Card.ts';

const block = new ArrayBuffer(600_000_000);

it('a module keeps a block, the test asks for another', () => {
  expect(block.byteLength + new ArrayBuffer(600_000_000).byteLength).toBe(1_200_000_000);
  expect(new Card('ace', 'hearts', 1).rank()).toBe('ace');
});
`;

/** A key registered from what the implementation does, so that each implementation registers a key of its own. */
const KEPT_BY_SYMBOLS = `import { expect, it } from 'vitest';
import { Card } from './Card.ts';

it('a registered symbol keeps its key', () => {
  const card = new Card('queen', 'clubs', 3);
  const behaviour = \`\${card.rank()}|\${card.suit()}|\${card.matches(new Card('queen', 'spades', 3))}|\${card}\`;
  const key = behaviour + 'x'.repeat(250_000_000);
  expect(Symbol.for(key)).toBe(Symbol.for(key));
  expect(Symbol.keyFor(Symbol.for(key))?.length).toBe(key.length);
  expect(new ArrayBuffer(1_000_000_000).byteLength).toBe(1_000_000_000);
});

// Within a file the registry is the language's.
it('the registry of a file', () => {
  expect(Symbol.for('card')).toBe(Symbol.for('card'));
  expect(Symbol.for('card')).not.toBe(Symbol('card'));
  expect(Symbol.keyFor(Symbol.for('card'))).toBe('card');
  expect(Symbol.keyFor(Symbol('card'))).toBeUndefined();
  expect(() => Symbol.keyFor('card' as unknown as symbol)).toThrow(TypeError);
  expect(() => Symbol.for(Symbol('card') as unknown as string)).toThrow(TypeError);
  expect(() => new WeakRef(Symbol.for('card') as unknown as object)).toThrow(TypeError);
});
`;

/**
 * The source of the implementation being run, left in RegExp's legacy statics by the kit's own match on it while the
 * subject loaded (uniform.ts): a buggy implementation is a subclass of the reference, so `extends` in it "caught"
 * every buggy implementation.
 */
const LAST_MATCH = `import { expect, it } from 'vitest';
import { Card } from './Card.ts';

const statics = RegExp as unknown as Record<string, unknown>;
const seen = ['input', 'lastMatch', 'leftContext', 'rightContext', '$_'].map((key) => String(statics[key])).join('|');

it('the last match after the subject loaded', () => {
  expect(new Card('ace', 'hearts', 1).rank()).toBe('ace');
  expect(/\\bextends\\b/.test(seen) ? seen.slice(0, 200) : 'plain').toBe('plain');
});
`;

export const STATE: HostileCase[] = [
  ...STAGES.flatMap((stage) =>
    (
      [
        ['the language and the host', REALM],
        ['the test framework', FRAMEWORK],
      ] as const
    ).map(([what, source]): HostileCase => ({
      name: `${stage.activity}: tests count the files run before them through ${what}`,
      kind: 'state',
      activity: stage.activity,
      files: (src) => ({ [stage.subject]: src.reference(stage.activity, stage.subject), [stage.tests]: source }),
      points: stage.hidden,
      check: all(caughtNone, valid),
    })),
  ),
  ...(
    [
      ['memory kept in mocks outlives their file', KEPT_BY_MOCKS],
      ['memory kept in the symbol registry outlives its file', KEPT_BY_SYMBOLS],
      ['the last match holds the source of the implementation', LAST_MATCH],
      ['memory kept by the modules of a file that has ended', KEPT_BY_MODULES],
    ] as const
  ).map(([what, source]): HostileCase => ({
    name: `elevens/01-card: tests read what an earlier file or the kit left: ${what}`,
    kind: 'state',
    activity: 'elevens/01-card',
    files: (src) => ({ 'Card.ts': src.reference('elevens/01-card', 'Card.ts'), 'CardTester.test.ts': source }),
    points: 11,
    check: all(caughtNone, valid),
  })),
];
