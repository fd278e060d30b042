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

function chainContextOf(chain: object): ChainContext {
  for (const key of Object.getOwnPropertySymbols(chain)) {
    const value = (chain as Record<symbol, unknown>)[key];
    if (value && typeof value === 'object' && 'setContext' in value) return value as ChainContext;
  }
  throw new Error('the test runner has changed: a test function keeps no context');
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
  if ((Object.values(runner) as unknown[]).includes(fn)) return false;
  try {
    chainContextOf(fn);
    return false;
  } catch {
    return true;
  }
}
