// The state the test runner keeps for the whole process behind what test files can reach, made anew for each file.
// Freezing cannot reach it: it lives in closures.
// - `test` and `describe` each keep a context object (read by every test they register, and by `test.override`,
//   `test.each`…), which `test[<its context symbol>].setContext(…)` changes for good;
// - the fixtures of `test` (a TestFixtures object: `test.override({…})` at a file's top level replaces them for every
//   later file), and the class's list of every fixture set made in the process (forgetDefinitions).
// The runner's own errors (a skipped test's, a bad fixture's) are frozen the first time a test runs, the only time
// they can be made.
import * as runner from '@vitest/runner';
import { describe, getCurrentTest, test } from '@vitest/runner';
import { freezeReachable } from './freeze.ts';

interface ChainContext {
  withContext(): unknown;
  getFixtures(): unknown;
  setContext(key: PropertyKey, value: unknown): void;
  mergeContext(context: object): void;
}

/** The key under which a test function keeps its context, and the context. */
function chainKeyOf(chain: object): [symbol, ChainContext] {
  for (const key of Object.getOwnPropertySymbols(chain)) {
    const value = (chain as Record<symbol, unknown>)[key];
    if (value && typeof value === 'object' && 'setContext' in value) return [key, value as ChainContext];
  }
  throw new Error('the test runner has changed: a test function keeps no context');
}

function chainContextOf(chain: object): ChainContext {
  return chainKeyOf(chain)[1];
}

type FixturesClass = (new () => object) & { _definitions: unknown[] };

/**
 * Wraps a base test function's context so that what is set on it is noted, and returns what puts it back: every
 * key set goes back to what it was at start (`fixtures`, to a fresh set of fixtures of the same class).
 */
function settleChain(chain: object, fixturesClass: FixturesClass): () => void {
  const context = chainContextOf(chain);
  const { setContext, mergeContext } = context;
  const hadFixtures = context.getFixtures() !== undefined;
  const touched = new Set<PropertyKey>();
  context.setContext = (key: PropertyKey, value: unknown) => {
    const name = typeof key === 'symbol' ? key : String(key);
    touched.add(name);
    setContext(name, value);
  };
  context.mergeContext = (values: object) => {
    const copy = { ...values };
    for (const key of Reflect.ownKeys(copy)) touched.add(key);
    mergeContext(copy);
  };
  return () => {
    for (const key of touched) setContext(key, undefined);
    touched.clear();
    if (hadFixtures) setContext('fixtures', new fixturesClass());
  };
}

/**
 * The runner lists every fixture set made in the process on their class (`_definitions`, which each new set joins,
 * some of them made lazily by the runner in the first file only): a count of what ran before. The list is never
 * kept: each read gives a new empty one. It serves only to clean up fixtures scoped to a file or a worker, which
 * this runtime has none of (fixtures are found by reading a test function's source, which is hidden here).
 */
function forgetDefinitions(fixturesClass: FixturesClass): void {
  Object.defineProperty(fixturesClass, '_definitions', { get: () => [], set: () => {}, configurable: false });
}

/** Settles the runner's shared state (see above); returns what makes it anew before each file. */
export function settleFramework(): () => void {
  const fixturesClass = (chainContextOf(test).getFixtures() as object).constructor as FixturesClass;
  const chains = [...new Set<object>([test, describe])];
  forgetDefinitions(fixturesClass);
  const resets = chains.map((chain) => settleChain(chain, fixturesClass));
  freezeReachable([fixturesClass, ...chains]);
  const reset = () => {
    for (const each of resets) each();
  };
  reset();
  return reset;
}

let runnerErrorsFrozen = false;

/**
 * Called as each test starts: the first time, the runner's error classes that only a running test can make are made
 * once and frozen (a skipped test's error: the test is marked skipped by it, and unmarked at once).
 */
export function freezeRunnerErrors(): void {
  const current = getCurrentTest() as { context: { skip(): never }; result?: { pending?: boolean } } | undefined;
  if (runnerErrorsFrozen || !current) return;
  runnerErrorsFrozen = true;
  const samples: unknown[] = [];
  const keep = (thunk: () => unknown) => {
    try {
      samples.push(thunk());
    } catch (error) {
      samples.push(error);
    }
  };
  const hadPending = current.result?.pending;
  keep(() => current.context.skip());
  if (current.result) current.result.pending = hadPending;
  if (hadPending === undefined) delete current.result?.pending;
  keep(() => test.extend({ sample: [0, { scope: 'nowhere' }] } as never));
  keep(() => test.extend({ sample: (notDestructured: unknown) => notDestructured } as never));
  freezeReachable(samples);
}

/**
 * Whether calling `fn` with made-up arguments does nothing but hand out or throw a value: a test function, a hook or
 * a registration of the runner would add to the suite being collected.
 */
export function harmlessToCall(fn: object): boolean {
  if ((Object.values(runner) as unknown[]).includes(fn) || registrars.has(fn)) return false;
  try {
    chainContextOf(fn);
    return false;
  } catch {
    return true;
  }
}

// Time limits are the kit's: a test's CPU time (clock.ts) and the worker's wait limit, the same for every test. vitest
// holds a test or a hook to a limit of its own when it asks (`it(name, fn, 50)`, `{ timeout: 50 }`, a suite's
// options, `beforeEach(fn, 10)`), on the wall clock: the same test passed on a quiet machine and timed out on a busy
// one. What graded code registers through the facade below is registered without it: the limit asked for is ignored
// (an honest test gets at least the time it asked for, and nothing fails where it would have passed on a fast
// machine). The runner's functions are reached only through these; the test context's hooks are settled by
// settleTestContext.

type Callable = (this: unknown, ...args: unknown[]) => unknown;
type Chain = Callable & Record<string, unknown>;

/** The facade's own functions: they register tests and hooks, like the runner's (harmlessToCall). */
const registrars = new WeakSet<object>();

function registrar<T extends object>(fn: T): T {
  registrars.add(fn);
  return fn;
}

/**
 * Options without a `timeout`, as a plain copy (whatever the object graded code passed, a proxy or one that inherits
 * a `timeout`, says later); anything else as it is.
 */
function withoutTimeout(options: unknown): unknown {
  if (typeof options !== 'object' || options === null) return options;
  const { timeout: _ignored, ...rest } = options as Record<PropertyKey, unknown>;
  return rest;
}

/** A registration's arguments, `(name, optionsOrFn, fnOrTimeout)`, with no time limit of its own. */
function untimedArguments(args: unknown[]): unknown[] {
  const [name, second, third, ...more] = args;
  return [name, withoutTimeout(second), typeof third === 'number' ? undefined : third, ...more];
}

/** A hook (`beforeEach(fn, timeout)`, `onTestFinished(fn, timeout)`…) called with its callback alone. */
function untimedHook(hook: Callable, self: unknown): Callable {
  return registrar(
    {
      [hook.name || 'hook'](fn: unknown) {
        return Reflect.apply(hook, self, [fn]);
      },
    }[hook.name || 'hook']!,
  );
}

/** What `each` and `for` hand back: a function that registers one test or suite per case. */
function untimedRegistration(register: unknown): unknown {
  if (typeof register !== 'function') return register;
  return registrar((...args: unknown[]) => Reflect.apply(register as Callable, undefined, untimedArguments(args)));
}

const TEST_MODIFIERS = ['concurrent', 'sequential', 'skip', 'only', 'todo', 'fails'];
const SUITE_MODIFIERS = ['concurrent', 'sequential', 'shuffle', 'skip', 'only', 'todo'];
const HOOKS = ['beforeEach', 'afterEach', 'beforeAll', 'afterAll', 'aroundEach', 'aroundAll'];

/**
 * A runner's `test` (or `describe`, with `suite` true) as graded code gets it: the same API, every registration made
 * without a time limit of its own. A suite's factory is handed its collector's `test` the same way.
 */
export function untimedChain(real: Chain, suite = false): Chain {
  const chain = registrar(function chain(...args: unknown[]) {
    const untimed = untimedArguments(args);
    if (suite)
      for (const at of [1, 2]) {
        const factory = untimed[at];
        if (typeof factory === 'function')
          untimed[at] = function factoryOf(this: unknown, test: unknown) {
            return Reflect.apply(factory as Callable, this, [
              typeof test === 'function' ? untimedChain(test as Chain) : test,
            ]);
          };
      }
    return Reflect.apply(real, undefined, untimed);
  } as Chain);
  // It keeps a context as the runner's test functions do (the runner's own functions, called on it, find one), which
  // takes no time limit either: `{ ...context, ...options }` makes a test's options.
  const [contextKey, context] = chainKeyOf(real);
  const settled: ChainContext = {
    withContext: () => chain,
    getFixtures: () => context.getFixtures(),
    setContext: (name, value) => {
      if (name !== 'timeout') context.setContext(name, value);
    },
    mergeContext: (values) => context.mergeContext(withoutTimeout(values) as object),
  };
  Object.defineProperty(chain, contextKey, { value: Object.freeze(settled), enumerable: false });
  const method = (key: string, value: Callable) =>
    Object.defineProperty(chain, key, {
      value: registrar(value),
      writable: true,
      enumerable: true,
      configurable: true,
    });
  for (const key of suite ? SUITE_MODIFIERS : TEST_MODIFIERS)
    if (key in real) Object.defineProperty(chain, key, { get: () => untimedChain(real[key] as Chain, suite) });
  for (const key of ['each', 'for'])
    if (typeof real[key] === 'function')
      method(key, (...args) => untimedRegistration(Reflect.apply(real[key] as Callable, real, args)));
  for (const key of ['skipIf', 'runIf'])
    if (typeof real[key] === 'function')
      method(key, (...args) => untimedChain(Reflect.apply(real[key] as Callable, real, args) as Chain, suite));
  if (suite) return chain;
  if (typeof real.extend === 'function')
    method('extend', (...args) => untimedChain(Reflect.apply(real.extend as Callable, real, args) as Chain));
  for (const key of ['override', 'scoped'])
    if (typeof real[key] === 'function')
      method(key, (...args) => {
        Reflect.apply(real[key] as Callable, real, args);
        return chain;
      });
  for (const key of ['describe', 'suite'])
    if (typeof real[key] === 'function') method(key, untimedChain(real[key] as Chain, true));
  for (const key of HOOKS) if (typeof real[key] === 'function') method(key, untimedHook(real[key] as Callable, real));
  return chain;
}

/** A runner's hook, as graded code gets it: registered with no time limit of its own. */
export function untimed(hook: Callable): Callable {
  return untimedHook(hook, undefined);
}

/** A test's retry options with no delay: the runner would wait it on the wall clock while graded timers fire. */
function withoutDelay(retry: unknown): unknown {
  if (typeof retry !== 'object' || retry === null) return retry;
  return Object.freeze({ ...(retry as object), delay: 0 });
}

/**
 * The runner's `extendTaskContext`, called as each test is made, before graded code can reach it: the context's
 * hooks (`context.onTestFinished(fn, timeout)`) take no time limit of their own, and the test's retries have no delay
 * (the runner waits a delay on a real timer, while the test's timers fire as often as the machine's load lets them:
 * a retried test counted 18, 15 or 19 turns of an interval between its attempts). The test's `retry` stays so
 * whatever graded code assigns to it.
 */
export function settleTestContext<T extends object>(context: T): T {
  const hooks = context as Record<string, unknown>;
  for (const key of ['onTestFailed', 'onTestFinished'])
    if (typeof hooks[key] === 'function') hooks[key] = untimedHook(hooks[key] as Callable, undefined);
  const task = hooks.task as { retry?: unknown } | undefined;
  if (task) {
    let retry = withoutDelay(task.retry);
    Object.defineProperty(task, 'retry', {
      get: Object.freeze(() => retry),
      set: Object.freeze((value: unknown) => void (retry = withoutDelay(value))),
      enumerable: true,
      configurable: false,
    });
  }
  return context;
}
