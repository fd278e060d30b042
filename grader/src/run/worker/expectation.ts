// `expect` and `vi` as test files see them, built on vitest's own assertion and spy libraries (the same matchers,
// messages and diffs as in vitest), for this runtime's one runner.
import { getCurrentTest } from '@vitest/runner';
import {
  ASYMMETRIC_MATCHERS_OBJECT,
  chai,
  ChaiStyleAssertions,
  getState,
  GLOBAL_EXPECT,
  JEST_MATCHERS_OBJECT,
  JestAsymmetricMatchers,
  JestChaiExpect,
  JestExtend,
  setState,
} from '@vitest/expect';
import * as spy from '@vitest/spy';
import { freezeRunnerErrors } from './framework.ts';
import { comparedValuesCheck } from './comparedValues.ts';
import { KIT_SYMBOL_FOR, restartSymbolRegistry } from './symbolRegistry.ts';
import { registeredMocks } from './mockRegistry.ts';

chai.use(JestExtend);
chai.use(JestChaiExpect);
chai.use(ChaiStyleAssertions);
chai.use(JestAsymmetricMatchers);

// The runner prints a failure's non-string values before the grader sees them, and `true` printed is the string
// `'true'`: which sides were strings is noted on the error while the values are still at hand.
chai.use(({ Assertion, AssertionError }) => {
  const assert = Assertion.prototype.assert;
  Assertion.prototype.assert = function (this: unknown, ...args: Parameters<typeof assert>) {
    try {
      assert.apply(this, args);
    } catch (error) {
      if (error instanceof AssertionError) {
        const { expected, actual } = error as { expected?: unknown; actual?: unknown };
        Object.assign(error, {
          strings: { expected: typeof expected === 'string', actual: typeof actual === 'string' },
        });
      }
      throw error;
    }
  };
});

const realm = globalThis as unknown as Record<PropertyKey, unknown>;

type Expect = ((value: unknown, message?: string) => unknown) & Record<string, unknown>;

function freshState(): Record<string, unknown> {
  return {
    assertionCalls: 0,
    isExpectingAssertions: false,
    isExpectingAssertionsError: null,
    expectedAssertionsNumber: null,
    expectedAssertionsNumberErrorGen: null,
    currentTestName: '',
    testPath: '',
  };
}

/** The one `expect` of the process (vitest's global expect has the same shape). */
function createExpect(): Expect {
  const expect = ((value: unknown, message?: string) => {
    // Counted on the test's own state object (resetExpectState), a plain one: vitest's setState would rebuild it from
    // every property's descriptor at each call (a tenth of the runtime's own time in a file of many assertions).
    (getState(expect as never) as { assertionCalls: number }).assertionCalls++;
    const assertion = chai.expect(value, message) as unknown as { withTest(test: unknown): unknown };
    const test = getCurrentTest();
    return test ? assertion.withTest(test) : assertion;
  }) as Expect;
  Object.assign(expect, chai.expect);
  Object.assign(expect, realm[ASYMMETRIC_MATCHERS_OBJECT] as object);
  expect.getState = () => getState(expect as never);
  expect.setState = (state: object) => setState(state, expect as never);
  expect.assert = chai.assert;
  expect.extend = () => {
    throw new Error('expect.extend is not available here: write the check as a plain function that calls expect');
  };
  expect.addEqualityTesters = () => {
    throw new Error('expect.addEqualityTesters is not available here');
  };
  expect.soft = (value: unknown, message?: string) =>
    (expect(value, message) as { withContext(context: object): unknown }).withContext({ soft: true });
  expect.unreachable = (message?: string) =>
    chai.assert.fail(`expected${message ? ` "${message}" ` : ' '}not to be reached`);
  const assertions = (expected: number) => {
    const errorGen = () =>
      new Error(
        `expected number of assertions to be ${expected}, but got ${(getState(expect as never) as { assertionCalls: number }).assertionCalls}`,
      );
    setState({ expectedAssertionsNumber: expected, expectedAssertionsNumberErrorGen: errorGen }, expect as never);
  };
  const hasAssertions = () =>
    setState(
      {
        isExpectingAssertions: true,
        isExpectingAssertionsError: new Error('expected any number of assertion, but got none'),
      },
      expect as never,
    );
  chai.util.addMethod(expect, 'assertions', assertions);
  chai.util.addMethod(expect, 'hasAssertions', hasAssertions);
  setState(freshState(), expect as never);
  return expect;
}

export const expect = createExpect();
Object.defineProperty(globalThis, GLOBAL_EXPECT, { value: expect, writable: false, configurable: false });

/** Before each test: the assertion counts start again, on a state object of its own (nothing carries over). */
export function resetExpectState(testName: string, testPath: string): void {
  freezeRunnerErrors();
  const states = realm[KIT_SYMBOL_FOR('matchers-object')] as WeakMap<object, object>;
  states.set(expect, { ...freshState(), currentTestName: testName, testPath });
}

/** After each test: what `expect.assertions(n)` and `expect.hasAssertions()` asked for. */
export function checkAssertionCounts(): void {
  const state = getState(expect as never) as {
    assertionCalls: number;
    expectedAssertionsNumber: number | null;
    expectedAssertionsNumberErrorGen: (() => Error) | null;
    isExpectingAssertions: boolean;
    isExpectingAssertionsError: Error | null;
  };
  if (state.expectedAssertionsNumber !== null && state.assertionCalls !== state.expectedAssertionsNumber)
    throw state.expectedAssertionsNumberErrorGen!();
  if (state.isExpectingAssertions && state.assertionCalls === 0) throw state.isExpectingAssertionsError!;
}

const UNSUPPORTED_VI = [
  'mock',
  'doMock',
  'unmock',
  'doUnmock',
  'importActual',
  'importMock',
  'hoisted',
  'stubGlobal',
  'stubEnv',
  'useFakeTimers',
  'useRealTimers',
  'advanceTimersByTime',
  'runAllTimers',
  'setSystemTime',
  'waitFor',
  'waitUntil',
  'dynamicImportSettled',
  'resetModules',
];

type Mock = spy.Mock & { mockClear(): unknown; mockReset(): unknown };

/**
 * The mocks of one test file. The spy library keeps every mock of the process (`vi.clearAllMocks()` would call an
 * earlier file's mocks, whose methods that file may have replaced: its code would run inside a later file's test)
 * and numbers every call of every mock in one count (`mock.invocationCallOrder`: how many mock calls ran before).
 * Here `vi.clearAllMocks()` and `vi.resetAllMocks()` reach only this file's mocks, and call order is counted from
 * the file's start.
 */
const mocks = { made: new Set<Mock>(), orderBase: 0 };
const counted = new WeakSet<object>();

const pushFromFileStart = function push(this: number[], ...orders: number[]): number {
  return Array.prototype.push.apply(
    this,
    orders.map((order) => order - mocks.orderBase),
  );
};

function orderList(): number[] {
  const list: number[] = [];
  Object.defineProperty(list, 'push', { value: pushFromFileStart, enumerable: false });
  return list;
}

function ofThisFile<T>(made: T): T {
  const mock = made as unknown as Mock;
  if (!spy.isMockFunction(mock) || counted.has(mock)) return made;
  counted.add(mock);
  mocks.made.add(mock);
  let order = orderList();
  Object.defineProperty(mock.mock, 'invocationCallOrder', {
    get: () => order,
    set: () => void (order = orderList()),
    enumerable: true,
    configurable: false,
  });
  return made;
}

const everyMock = registeredMocks();

/**
 * Before each file: `expect` has a state of the file's own (what the file's top level asserts is counted on it, not
 * on the last test of the file before), no mock of an earlier file is this file's, and the call count starts again.
 * Nothing the earlier file's mocks held is kept (the spy library's list of them is emptied: the runner put their
 * spied methods back when that file ended, testRunner.ts), nor any symbol it registered (symbolRegistry.ts).
 */
export function restartExpect(): void {
  resetExpectState('', '');
  mocks.made = new Set();
  const probe = spy.fn();
  probe();
  mocks.orderBase = probe.mock.invocationCallOrder[0]!;
  everyMock.clear();
  restartSymbolRegistry();
}

/** `vi`: vitest's spies and mock functions; what needs vitest's module system or fake clock says it is not here. */
function createVi(): Record<string, unknown> {
  const vi: Record<string, unknown> = {
    fn: (...args: Parameters<typeof spy.fn>) => ofThisFile(spy.fn(...args)),
    spyOn: (...args: Parameters<typeof spy.spyOn>) => ofThisFile(spy.spyOn(...args)),
    isMockFunction: spy.isMockFunction,
    clearAllMocks: () => {
      for (const mock of mocks.made) mock.mockClear();
    },
    resetAllMocks: () => {
      for (const mock of mocks.made) mock.mockReset();
    },
    restoreAllMocks: () => spy.restoreAllMocks(),
    mocked: <T>(value: T) => value,
  };
  for (const name of UNSUPPORTED_VI) {
    vi[name] = () => {
      throw new Error(
        `vi.${name} is not available when cardlab runs tests: test your classes through their own methods`,
      );
    };
  }
  return vi;
}

export const vi = createVi();

/** The equality matchers compare plain values, a few levels deep (comparedValues.ts). */
export function guardEqualityMatchers(): void {
  const genuine = Object.getPrototypeOf(
    Object.getPrototypeOf((expect as unknown as { anything(): object }).anything()),
  ) as object;
  const check = comparedValuesCheck(Object.prototype.isPrototypeOf.bind(genuine) as (value: object) => boolean);
  const names = [
    'toEqual',
    'toStrictEqual',
    'toMatchObject',
    'toContainEqual',
    'toHaveProperty',
    'toBeOneOf',
    'eql',
    'equal',
    'equals',
    'eq',
  ];
  for (const name of names) {
    if (!(name in chai.Assertion.prototype)) continue;
    chai.util.overwriteMethod(
      chai.Assertion.prototype,
      name,
      (original: (...args: unknown[]) => unknown) =>
        function (this: object, ...args: unknown[]) {
          check(chai.util.flag(this, 'object'));
          for (const arg of args) check(arg);
          return original.apply(this, args);
        },
    );
  }
}

/**
 * chai reaches each matcher through a proxy that, on every property read, records on the matcher function itself
 * where an assertion error's stack starts, unless the function is marked to keep it. The realm freezes the
 * matchers (a function that takes properties is a channel from one file to the next): each is marked first, so the
 * proxy only reads (`result.call(…)` in `.resolves` and `.rejects` reads `call` through it).
 */
function keepStackStarts(): void {
  for (const key of Reflect.ownKeys(chai.Assertion.prototype)) {
    const { value } = Object.getOwnPropertyDescriptor(chai.Assertion.prototype, key)!;
    // Defined, not assigned: the proxy of a matcher refuses a read of a property its function does not have.
    if (typeof value === 'function')
      Object.defineProperty(value, '__flags', { value: Object.assign(Object.create(null), { lockSsfi: true }) });
  }
  // The asymmetric matchers (`expect.anything()`, `expect.any(Card)`) are chai methods of `expect` itself: each call
  // recorded where a stack starts on `expect`'s own flags, which the realm freezes, and every student test that used
  // one failed ("Cannot assign to read only property 'ssfi'"). Marked to keep it, the call only reads them.
  Object.defineProperty(expect, '__flags', {
    value: Object.assign(Object.create(null), { lockSsfi: true }),
    configurable: true,
  });
}

/** The matcher library's registries, chai's assertion prototype and the `expect`/`vi` objects are fixed from now on. */
export function lockAssertions(): void {
  keepStackStarts();
  const registry = realm[JEST_MATCHERS_OBJECT] as { matchers?: object; customEqualityTesters?: unknown[] } | undefined;
  if (registry?.customEqualityTesters) Object.freeze(registry.customEqualityTesters);
  if (registry?.matchers) Object.freeze(registry.matchers);
  Object.freeze(realm[ASYMMETRIC_MATCHERS_OBJECT] as object);
  // `Assertion.includeStack = …` writes chai's settings, read by every later assertion.
  Object.freeze(chai.config);
  Object.freeze(chai.Assertion.prototype);
  Object.freeze(chai.Assertion);
  Object.freeze(chai.assert);
  Object.freeze(expect);
  Object.freeze(vi);
}

/** What `expect` and `vi` hand out, for the realm to freeze: assertions, matchers, errors, mocks. */
export function facadeSamples(): unknown[] {
  const samples: unknown[] = [expect, vi, expect(1), (expect(1) as { not: unknown }).not, spy.fn(), spy.fn().mock];
  const keep = (thunk: () => unknown) => {
    try {
      samples.push(thunk());
    } catch (error) {
      samples.push(error);
    }
  };
  keep(() => (expect(1) as { toBe(value: unknown): void }).toBe(2));
  keep(() => spy.spyOn({ method: () => 0 }, 'method'));
  // The spy library would put the sample's method back when the first file ends, on an object frozen by then.
  spy.restoreAllMocks();
  // Each asymmetric matcher (expect.anything(), expect.not.stringContaining('')…), made with the first argument
  // it takes.
  const factories = realm[ASYMMETRIC_MATCHERS_OBJECT] as Record<string, unknown>;
  const arguments_ = ['', /a/, {}, [], Number, 1];
  for (const owner of [factories, (factories as { not?: Record<string, unknown> }).not ?? {}])
    for (const make of Object.values(owner))
      if (typeof make === 'function')
        for (const argument of arguments_) {
          try {
            samples.push(make(argument));
            break;
          } catch {
            // try the next kind of argument
          }
        }
  return samples;
}

/** An assertion object (`expect(x)`): its methods assert, and are not called to see what they hand out. */
export function isAssertion(value: unknown): boolean {
  return (
    value !== null &&
    (typeof value === 'object' || typeof value === 'function') &&
    Object.prototype.isPrototypeOf.call(chai.Assertion.prototype, value)
  );
}

/**
 * The assertion library's own functions (chai's `assert.*`, the assertion prototype's matchers): their calls throw
 * only assertion errors, whose class the samples above reach already, and cost much (each formats a message).
 */
export function assertionLibrary(): object[] {
  return [chai.assert, chai.Assertion.prototype];
}
