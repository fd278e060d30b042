// The worker's realm, hardened once per process after the runtime is set up and before any code under test runs.
// The operating-system sandbox (grader/src/sandbox) confines the process from outside; this keeps graded code from
// bending the test framework or what the hidden tests rely on from inside, and from carrying anything from one run
// to the next in the same process. Graded code never sees the global object itself: it sees only SAFE_GLOBALS
// (modules.ts), so what must hold is that those, and everything reachable from them, cannot be changed.
import { keepWhatIsHeld } from './collector.ts';
import { repeatableDates } from './dates.ts';
import { confineCallbacks, scheduledSamples } from './deferred.ts';
import { assertionLibrary, facadeSamples, isAssertion, restartExpect } from './expectation.ts';
import { freezeReachable, freezeWhatCallsGive, leaveOpen, neverCallGettersOf, reachable } from './freeze.ts';
import { harmlessToCall, settleFramework } from './framework.ts';
import { repeatableRandom } from './random.ts';
import { boundRecursiveNatives, replaceMethod, replacedOriginals } from './boundedNatives.ts';
import { boundChains } from './boundedChains.ts';
import { boundedClone, stringify } from './boundedData.ts';
import { hostSamples, languageSamples } from './samples.ts';
import { installSymbolRegistry } from './symbolRegistry.ts';
import { SAFE_GLOBALS } from './safeGlobals.ts';

export { SAFE_GLOBALS } from './safeGlobals.ts';

const realm = globalThis as unknown as Record<PropertyKey, unknown>;

/** Globals graded code sees in place of the realm's own (modules.ts gives them to its module wrapper). */
export const gradedOnly: { Proxy?: object } = {};
const TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'];
/**
 * The safe globals the host provides, and what the test context hands every test (its AbortSignal, its events):
 * AbortSignal.timeout and an event's timeStamp run on the timers' clock, not the host's (deferred.ts).
 */
const HOST = new Set([
  ...TIMERS,
  ...['console', 'structuredClone', 'TextEncoder', 'TextDecoder'],
  ...['AbortSignal', 'EventTarget', 'Event', 'DOMException'],
]);

/**
 * The console graded code gets: every method does nothing (what code prints is never read, and printing costs
 * time), and it is frozen, so it carries nothing from one run to the next.
 */
function quietConsole(): void {
  const quiet: Record<string, () => void> = {};
  for (const key of Object.keys(console)) quiet[key] = () => {};
  define('console', Object.freeze(quiet));
}

function define(name: PropertyKey, value: unknown): void {
  Object.defineProperty(globalThis, name, { value, writable: false, configurable: false, enumerable: false });
}

/** A function's source is not graded code's to read: the kit's references, suites and buggy code stay unseen. */
function hideSources(): void {
  Object.defineProperty(Function.prototype, 'toString', {
    value: function toString(this: unknown) {
      return `function ${typeof this === 'function' ? this.name : ''}() { [native code] }`;
    },
    writable: false,
    configurable: false,
  });
}

/** Turns a data property into a getter/setter pair, so that freezing its owner still lets instances shadow it. */
function overridable(owner: object, key: string): void {
  const descriptor = Object.getOwnPropertyDescriptor(owner, key);
  if (!descriptor || !('value' in descriptor) || !descriptor.configurable) return;
  const value = descriptor.value as unknown;
  Object.defineProperty(owner, key, {
    get: () => value,
    set(this: object, next: unknown) {
      if (this === owner) throw new TypeError(`Cannot assign to read only property '${key}' of a built-in`);
      Object.defineProperty(this, key, { value: next, writable: true, enumerable: true, configurable: true });
    },
    enumerable: descriptor.enumerable,
    configurable: false,
  });
}

/**
 * Before the realm is frozen: the members code commonly assigns on its own objects (`this.name = …` in an error
 * subclass, `toString` on a plain object) stay assignable on instances, through accessors on the frozen prototypes.
 */
function keepAssignable(): void {
  const errors = [Error, TypeError, RangeError, SyntaxError, ReferenceError, EvalError, URIError, AggregateError];
  for (const ctor of errors)
    for (const key of ['name', 'message', 'toString', 'constructor']) overridable(ctor.prototype, key);
  for (const key of ['toString', 'valueOf', 'constructor', 'toLocaleString']) overridable(Object.prototype, key);
}

/**
 * `Error` takes no new property and keeps its own (`captureStackTrace`, and `prepareStackTrace`, which is the
 * runtime's: stacks.ts). Only `stackTraceLimit` stays writable, because the runner sets it around its own calls
 * (V8 reads it as a plain value, so it cannot be an accessor); it is put back before each file.
 */
function settleError(): () => void {
  const target = Error as unknown as { stackTraceLimit: number };
  const limit = target.stackTraceLimit;
  for (const key of Reflect.ownKeys(Error)) {
    const descriptor = Object.getOwnPropertyDescriptor(Error, key)!;
    if (key === 'stackTraceLimit' || !descriptor.configurable) continue;
    Object.defineProperty(
      Error,
      key,
      'value' in descriptor
        ? { ...descriptor, writable: false, configurable: false }
        : { ...descriptor, configurable: false },
    );
  }
  Object.preventExtensions(Error);
  leaveOpen(Error);
  return () => void (target.stackTraceLimit = limit);
}

/**
 * Math.random gives the same sequence from the start of each file (random.ts says why); set before Math is frozen.
 * Returns what starts it over.
 */
function repeatRandom(): () => void {
  const { random, restart } = repeatableRandom();
  Object.defineProperty(Math, 'random', { value: random, writable: true, enumerable: false, configurable: true });
  return restart;
}

/** The global names graded code may use, and `eval`, can no longer be reassigned (`Math = …`). */
function lockGlobalNames(): void {
  for (const name of [...SAFE_GLOBALS, 'eval']) {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
    if (descriptor?.configurable) define(name, realm[name]);
  }
}

/**
 * RegExp's legacy static properties (`RegExp.$1`, `RegExp.lastMatch`) hold the last match made anywhere in the
 * realm: a match made here between files leaves nothing of one file for the next to read, and one made just before
 * a file loads (testRunner.ts) nothing of the kit's own work (the runner matches the file's path).
 */
export function clearLastMatch(): void {
  /(?:)/.exec('');
}

export interface Realm {
  /**
   * Undoes what one test file left in the process: pending timers and callbacks, the stack trace length, the last
   * match, the runner's context and fixtures, the mocks and their call count, and how far Math.random and the
   * clock graded code reads (dates.ts) have gone.
   */
  betweenFiles(): void;
}

/**
 * Hardens the realm; call once, after the runtime has taken what it needs of the globals. Everything graded code can
 * reach is frozen: the safe globals, `eval` (the one global name the module wrapper cannot shadow), and everything
 * reachable from them and from what the language, the host and the test framework hand out (samples.ts,
 * deferred.ts, expectation.ts; the facade itself when a run first uses it: modules.ts). Assigning to any of it
 * throws (modules are strict), which fails that code's own tests and nothing else. What cannot be frozen because
 * the runtime changes it is made anew before each file (betweenFiles).
 */
/**
 * The language's functions that recurse natively count their levels and fail at a fixed depth (boundedNatives.ts):
 * set before `Proxy`, `structuredClone` and the prototypes are frozen or locked.
 */
function boundNativeRecursion(): unknown[] {
  boundRecursiveNatives();
  gradedOnly.Proxy = boundChains();
  replaceMethod(
    JSON,
    'stringify',
    () =>
      ({
        stringify: (value: unknown, replacer?: unknown, space?: unknown) => stringify(value, replacer, space),
      }).stringify,
  );
  const clone = realm.structuredClone as (this: unknown, ...args: unknown[]) => unknown;
  define('structuredClone', boundedClone(clone));
  return [...replacedOriginals(), clone, gradedOnly.Proxy];
}

export function hardenRealm(): Realm {
  const replaced = boundNativeRecursion();
  quietConsole();
  const endCallbacks = confineCallbacks(define);
  keepWhatIsHeld(define);
  const restoreError = settleError();
  const restartRandom = repeatRandom();
  installSymbolRegistry();
  const restartDates = repeatableDates(define);
  hideSources();
  // Before the framework is settled: that freezes what its classes reach, Object.prototype among them.
  keepAssignable();
  const restartFramework = settleFramework();
  lockGlobalNames();
  const language = [...SAFE_GLOBALS, 'eval'].filter((name) => !HOST.has(name)).map((name) => realm[name]);
  const host = [...HOST].map((name) => realm[name]).concat(scheduledSamples(), hostSamples(), facadeSamples());
  neverCallGettersOf(isAssertion);
  freezeReachable([...language, ...languageSamples(), ...host, ...replaced]);
  // What the host's and the framework's functions hand out or throw (Node's own error classes, one per error code; a
  // matcher class met only through a call): the language's built-ins hand out only what is frozen already.
  // AbortSignal.timeout (on the timers' clock: deferred.ts) is not called: it would set a timer.
  const timers = (AbortSignal as unknown as { timeout: unknown }).timeout;
  const stop = reachable([...language, ...languageSamples(), ...assertionLibrary()]);
  freezeWhatCallsGive(host, stop, (fn, self) => {
    return fn !== timers && harmlessToCall(fn) && !isAssertion(self);
  });
  for (const name of TIMERS) if (!SAFE_GLOBALS.has(name)) throw new Error(`${name} must be a safe global`);
  return {
    betweenFiles() {
      endCallbacks();
      restoreError();
      clearLastMatch();
      restartRandom();
      restartDates();
      restartFramework();
      restartExpect();
    },
  };
}
