// Hardens a test worker's realm from inside, once per process, before any code under test is imported; the
// operating-system sandbox (grader/src/sandbox) confines it from outside. It is bundled to plain JavaScript and loaded
// natively by the worker (hardeningBundle.ts): one process may run several files of a group, and this must run once,
// while workerSetup.ts runs before each file.
import { types } from 'node:util';
import { chai, expect } from 'vitest';
import { BETWEEN_FILES, CLOCK, GUARD, HARDENED, LOCK, SAFE_GLOBALS, SPECIFIER } from './names.ts';
import { importPolicyError } from './policy.ts';

const TIMER_NAMES = new Set(['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask']);
const now = performance.now.bind(performance);
const realm = globalThis as unknown as Record<PropertyKey, unknown>;
// The running test's deadline, which the loop guard reads and workerSetup.ts moves on at every test.
const clock = { deadline: now() + Number(process.env.CARDLAB_TEST_TIMEOUT_MS ?? 5000) };

if (!realm[HARDENED]) {
  define(HARDENED, true);
  define(CLOCK, clock);
  define(GUARD, function guard() {
    if (now() > clock.deadline) throw new Error('stopped: this test ran past its time limit inside a loop (is there a loop that never ends?)');
  });
  define(LOCK, lock);
  define(SPECIFIER, function specifier(source: unknown, fromTestFile: boolean) {
    const refusal = importPolicyError(source, fromTestFile);
    if (refusal) throw new Error(refusal);
    return source;
  });
  const cancelTimers = trackTimers();
  const restoreConsole = snapshotConsole();
  const restoreError = settleError();
  define(BETWEEN_FILES, () => {
    cancelTimers();
    restoreConsole();
    restoreError();
  });
  hardenProcess();
  hideSources();
  guardEqualityMatchers();
  freezeIntrinsics();
  lockMatcherRegistries();
  lockGlobalNames();
}

/**
 * The global names graded code may use can no longer be reassigned (`Math = …`), and the functions and objects they
 * hold (but the console, put back between files) are frozen: no value one file stores there is seen by the next
 * file in the same process, or by the hidden suite in the same file.
 */
function lockGlobalNames(): void {
  for (const name of SAFE_GLOBALS) {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
    // The runner swaps the timers for a moment around its own calls: they stay assignable, and are put back
    // between files (trackTimers).
    if (!descriptor?.configurable || TIMER_NAMES.has(name)) continue;
    const value = realm[name];
    Object.defineProperty(globalThis, name, { value, writable: false, configurable: false, enumerable: descriptor.enumerable ?? false });
    if (name === 'console' || name === 'Error' || value === null || (typeof value !== 'object' && typeof value !== 'function')) continue;
    Object.freeze(value);
    const prototype = (value as { prototype?: unknown }).prototype;
    if (prototype && typeof prototype === 'object') Object.freeze(prototype);
    if (name !== 'Intl') continue;
    for (const member of Object.values(value as object)) {
      if (typeof member !== 'function') continue;
      Object.freeze(member);
      Object.freeze((member as { prototype?: object }).prototype ?? {});
    }
  }
}

/**
 * `Error` stays writable where the runner writes it (`stackTraceLimit`, `prepareStackTrace`) but takes no new
 * property; the returned function puts both back as they were.
 */
function settleError(): () => void {
  const target = Error as unknown as Record<string, unknown>;
  if (!('prepareStackTrace' in target)) target.prepareStackTrace = undefined;
  const saved = { stackTraceLimit: target.stackTraceLimit, prepareStackTrace: target.prepareStackTrace };
  Object.preventExtensions(Error);
  return () => Object.assign(target, saved);
}

/** The console's methods as the runner set them; the returned function puts them back. */
function snapshotConsole(): () => void {
  const target = console as unknown as Record<string, unknown>;
  const saved = Object.getOwnPropertyDescriptors(target);
  return () => {
    for (const key of Reflect.ownKeys(target)) if (!(key in saved)) delete target[key as string];
    for (const [key, descriptor] of Object.entries(saved)) Object.defineProperty(target, key, descriptor);
  };
}

/**
 * Wraps the timer functions code under test calls (the runner keeps the originals it captured at start), so that
 * every timer still pending can be cancelled; returns the function that cancels them.
 */
function trackTimers(): () => void {
  const pending = new Map<unknown, (handle: never) => void>();
  const pairs = [
    ['setTimeout', 'clearTimeout'],
    ['setInterval', 'clearInterval'],
    ['setImmediate', 'clearImmediate'],
  ] as const;
  const wrappers: [string, unknown][] = [];
  for (const [set, clear] of pairs) {
    const original = realm[set] as (...args: unknown[]) => unknown;
    const cancel = realm[clear] as (handle: never) => void;
    const once = set !== 'setInterval';
    realm[set] = function (this: unknown, callback: unknown, ...rest: unknown[]) {
      let handle: unknown;
      // A one-shot timer that fired is forgotten.
      const run = once && typeof callback === 'function' ? (...args: unknown[]) => (pending.delete(handle), (callback as (...a: unknown[]) => unknown)(...args)) : callback;
      handle = original.call(this, run, ...rest);
      pending.set(handle, cancel);
      return handle;
    };
    realm[clear] = function (this: unknown, handle: never) {
      pending.delete(handle);
      return cancel.call(this, handle);
    };
  }
  for (const name of TIMER_NAMES) if (typeof realm[name] === 'function') wrappers.push([name, Object.freeze(realm[name])]);
  return () => {
    for (const [handle, cancel] of pending) cancel(handle as never);
    pending.clear();
    for (const [name, wrapper] of wrappers) realm[name] = wrapper;
  };
}

function define(name: PropertyKey, value: unknown): void {
  Object.defineProperty(globalThis, name, { value, writable: false, configurable: false, enumerable: false });
}

/**
 * Kit code's exported classes (references, provided files, buggy implementations) cannot be bent by graded code:
 * `Symbol.hasInstance` is fixed to the language's own, and the class and its prototype are frozen, so
 * `toThrow(IllegalArgumentError)` and a reference `Card.matches` mean what the kit wrote.
 */
function lock(value: unknown): void {
  if (typeof value !== 'function') return;
  Object.defineProperty(value, Symbol.hasInstance, { value: Function.prototype[Symbol.hasInstance], writable: false, configurable: false });
  Object.freeze(value);
  if (value.prototype && typeof value.prototype === 'object') Object.freeze(value.prototype);
}

// Code under test must not end or signal processes: the worker (and through it the grader) is not its to stop.
function hardenProcess(): void {
  for (const name of ['exit', 'kill', 'abort', 'reallyExit'] as const) {
    const owner = process as unknown as Record<string, unknown>;
    if (typeof owner[name] !== 'function') continue;
    const refuse = () => {
      throw new Error(`process.${name} is not allowed in graded code`);
    };
    // The runner puts its own process.exit back after each file: that assignment is let through and ignored.
    Object.defineProperty(process, name, { get: () => refuse, set: () => {}, configurable: false });
  }
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

/**
 * The equality matchers compare plain values. Graded code could otherwise hand back an object with an
 * `asymmetricMatch` method (the matcher library asks it whether it equals the expected value) or a Proxy that lies
 * about its keys and prototype, and pass any `toEqual`.
 */
function guardEqualityMatchers(): void {
  const genuine = Object.getPrototypeOf(Object.getPrototypeOf(expect.anything())) as object;
  const isGenuine = Object.prototype.isPrototypeOf.bind(genuine);
  const check = (value: unknown) => {
    const seen = new Set<unknown>();
    const pending = [value];
    while (pending.length > 0 && seen.size < 100_000) {
      const item = pending.pop();
      if (item === null || (typeof item !== 'object' && typeof item !== 'function') || seen.has(item)) continue;
      seen.add(item);
      if (types.isProxy(item)) throw new Error('the value under test is a Proxy: the hidden tests compare plain values');
      if ('asymmetricMatch' in (item as object) && !isGenuine(item)) throw new Error('the value under test pretends to be a matcher (it has an asymmetricMatch method)');
      if (item instanceof Map) for (const entry of item) pending.push(entry[0], entry[1]);
      else if (item instanceof Set) for (const entry of item) pending.push(entry);
      else if (typeof item === 'object') for (const key of Object.keys(item)) pending.push((item as Record<string, unknown>)[key]);
    }
  };
  const names = ['toEqual', 'toStrictEqual', 'toMatchObject', 'toContainEqual', 'toHaveProperty', 'toBeOneOf', 'eql', 'equal', 'equals', 'eq'];
  for (const name of names) {
    if (!(name in chai.Assertion.prototype)) continue;
    chai.util.overwriteMethod(chai.Assertion.prototype, name, (original: (...args: unknown[]) => unknown) =>
      function (this: object, ...args: unknown[]) {
        check(chai.util.flag(this, 'object'));
        for (const arg of args) check(arg);
        return original.apply(this, args);
      },
    );
  }
}

// The built-ins the assertions and the runner rely on are frozen, so code under test cannot make a wrong answer
// look right (Object.is, Array.prototype.every, a Map method that would hand it the runner's objects…). Assigning to
// them then throws (modules are strict), which fails that code's own tests and nothing else.
function freezeIntrinsics(): void {
  const constructors = [Object, Function, Array, String, Number, Boolean, Symbol, BigInt, Date, RegExp, Map, Set, WeakMap, WeakSet, WeakRef, FinalizationRegistry, Promise, ArrayBuffer, DataView, Proxy];
  const errors = [Error, TypeError, RangeError, SyntaxError, ReferenceError, EvalError, URIError, AggregateError];
  const typed = [Uint8Array, Int8Array, Uint16Array, Int16Array, Uint32Array, Int32Array, Float32Array, Float64Array, Uint8ClampedArray, BigInt64Array, BigUint64Array];
  const iterators = [[][Symbol.iterator](), new Map()[Symbol.iterator](), new Set()[Symbol.iterator](), ''[Symbol.iterator](), /a/[Symbol.matchAll]('')].map((it) => Object.getPrototypeOf(it) as object);
  const generator = Object.getPrototypeOf(function* () {}) as object;
  const asyncFunction = Object.getPrototypeOf(async function () {}) as object;
  const intrinsics: object[] = [JSON, Math, Reflect, Atomics, Object.getPrototypeOf(Uint8Array), ...iterators, Object.getPrototypeOf(iterators[0]!), generator, asyncFunction];
  for (const ctor of [...constructors, ...typed]) intrinsics.push(ctor, ctor.prototype ?? {});
  // Error prototypes stay assignable through accessors (subclasses set `this.name`), but cannot be replaced.
  for (const ctor of errors) {
    for (const key of ['name', 'message', 'toString', 'constructor']) overridable(ctor.prototype, key);
    intrinsics.push(ctor.prototype);
  }
  for (const key of ['toString', 'valueOf', 'constructor', 'toLocaleString']) overridable(Object.prototype, key);
  for (const intrinsic of intrinsics) Object.freeze(intrinsic);
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

/** The matcher library's global registries (custom equality testers, matchers) are fixed as the kit left them. */
function lockMatcherRegistries(): void {
  const registry = realm[Symbol.for('$$jest-matchers-object')] as { customEqualityTesters?: unknown[] } | undefined;
  if (registry?.customEqualityTesters) Object.freeze(registry.customEqualityTesters);
  for (const key of ['$$jest-matchers-object', 'matchers-object', 'asymmetric-matchers-object', 'expect-global']) {
    const symbol = Symbol.for(key);
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, symbol);
    if (descriptor && 'value' in descriptor && (descriptor.writable || descriptor.configurable)) Object.defineProperty(globalThis, symbol, { writable: false, configurable: false });
  }
}
