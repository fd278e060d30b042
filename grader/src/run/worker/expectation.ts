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
import { types } from 'node:util';

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
    const { assertionCalls } = getState(expect as never) as { assertionCalls: number };
    setState({ assertionCalls: assertionCalls + 1 }, expect as never);
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
  const states = realm[Symbol.for('matchers-object')] as WeakMap<object, object>;
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

/** `vi`: vitest's spies and mock functions; what needs vitest's module system or fake clock says it is not here. */
function createVi(): Record<string, unknown> {
  const vi: Record<string, unknown> = {
    fn: spy.fn,
    spyOn: spy.spyOn,
    isMockFunction: spy.isMockFunction,
    clearAllMocks: () => spy.clearAllMocks(),
    resetAllMocks: () => spy.resetAllMocks(),
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

/**
 * The equality matchers compare plain values. Graded code could otherwise hand back an object with an
 * `asymmetricMatch` method (the matcher library asks it whether it equals the expected value) or a Proxy that lies
 * about its keys and prototype, and pass any `toEqual`.
 */
export function guardEqualityMatchers(): void {
  const genuine = Object.getPrototypeOf(
    Object.getPrototypeOf((expect as unknown as { anything(): object }).anything()),
  ) as object;
  const isGenuine = Object.prototype.isPrototypeOf.bind(genuine);
  const check = (value: unknown) => {
    const seen = new Set<unknown>();
    const pending = [value];
    while (pending.length > 0 && seen.size < 100_000) {
      const item = pending.pop();
      if (item === null || (typeof item !== 'object' && typeof item !== 'function') || seen.has(item)) continue;
      seen.add(item);
      if (types.isProxy(item)) throw new Error('the value under test is a Proxy: the tests compare plain values');
      if ('asymmetricMatch' in (item as object) && !isGenuine(item))
        throw new Error('the value under test pretends to be a matcher (it has an asymmetricMatch method)');
      if (item instanceof Map) for (const entry of item) pending.push(entry[0], entry[1]);
      else if (item instanceof Set) for (const entry of item) pending.push(entry);
      else if (typeof item === 'object')
        for (const key of Object.keys(item)) pending.push((item as Record<string, unknown>)[key]);
    }
  };
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

/** The matcher library's registries, chai's assertion prototype and the `expect`/`vi` objects are fixed from now on. */
export function lockAssertions(): void {
  const registry = realm[JEST_MATCHERS_OBJECT] as { matchers?: object; customEqualityTesters?: unknown[] } | undefined;
  if (registry?.customEqualityTesters) Object.freeze(registry.customEqualityTesters);
  if (registry?.matchers) Object.freeze(registry.matchers);
  Object.freeze(realm[ASYMMETRIC_MATCHERS_OBJECT] as object);
  Object.freeze(chai.Assertion.prototype);
  Object.freeze(chai.Assertion);
  Object.freeze(chai.assert);
  Object.freeze(expect);
  Object.freeze(vi);
}
