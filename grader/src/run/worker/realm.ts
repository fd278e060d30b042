// The worker's realm, hardened once per process after the runtime is set up and before any code under test runs.
// The operating-system sandbox (grader/src/sandbox) confines the process from outside; this keeps graded code from
// bending the test framework or what the hidden tests rely on from inside, and from carrying anything from one run
// to the next in the same process. Graded code never sees the global object itself: it sees only SAFE_GLOBALS
// (modules.ts), so what must hold is that those, and everything reachable from them, cannot be changed.

/** What graded code may name from the global scope: the language's own globals and a few harmless host functions.
 * Atomics, SharedArrayBuffer and WebAssembly are left out on purpose (a worker blocked in Atomics.wait or a
 * WebAssembly loop cannot be stopped from inside). */
export const SAFE_GLOBALS = new Set([
  ...[
    'Object',
    'Function',
    'Array',
    'Number',
    'parseFloat',
    'parseInt',
    'Infinity',
    'NaN',
    'undefined',
    'Boolean',
    'String',
    'Symbol',
    'Date',
  ],
  ...[
    'Promise',
    'RegExp',
    'Error',
    'AggregateError',
    'EvalError',
    'RangeError',
    'ReferenceError',
    'SyntaxError',
    'TypeError',
    'URIError',
  ],
  ...[
    'JSON',
    'Math',
    'Intl',
    'ArrayBuffer',
    'Uint8Array',
    'Int8Array',
    'Uint16Array',
    'Int16Array',
    'Uint32Array',
    'Int32Array',
  ],
  ...[
    'Float32Array',
    'Float64Array',
    'Uint8ClampedArray',
    'BigUint64Array',
    'BigInt64Array',
    'DataView',
    'Map',
    'BigInt',
    'Set',
  ],
  ...[
    'WeakMap',
    'WeakSet',
    'WeakRef',
    'FinalizationRegistry',
    'Proxy',
    'Reflect',
    'decodeURI',
    'decodeURIComponent',
    'encodeURI',
  ],
  ...[
    'encodeURIComponent',
    'escape',
    'unescape',
    'isFinite',
    'isNaN',
    'Iterator',
    'console',
    'setTimeout',
    'clearTimeout',
  ],
  ...['setInterval', 'clearInterval', 'queueMicrotask', 'structuredClone', 'TextEncoder', 'TextDecoder'],
]);

const realm = globalThis as unknown as Record<PropertyKey, unknown>;
const TYPED_ARRAYS = [
  Uint8Array,
  Int8Array,
  Uint16Array,
  Int16Array,
  Uint32Array,
  Int32Array,
  Float32Array,
  Float64Array,
  Uint8ClampedArray,
  BigInt64Array,
  BigUint64Array,
];
const TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask'];

/**
 * The console graded code gets: every method does nothing (what code prints is never read, and printing costs
 * time), and it is frozen, so it carries nothing from one run to the next.
 */
function quietConsole(): void {
  const quiet: Record<string, () => void> = {};
  for (const key of Object.keys(console)) quiet[key] = () => {};
  define('console', Object.freeze(quiet));
}

/**
 * The timer functions graded code calls, wrapped so that every timer still pending when a file ends can be
 * cancelled (the runner keeps the originals it took at start); returns the function that cancels them.
 */
function trackTimers(): () => void {
  const pending = new Map<unknown, (handle: never) => void>();
  const pairs = [
    ['setTimeout', 'clearTimeout', true],
    ['setInterval', 'clearInterval', false],
  ] as const;
  for (const [set, clear, once] of pairs) {
    const original = realm[set] as (...args: unknown[]) => unknown;
    const cancel = realm[clear] as (handle: never) => void;
    const wrapped = function (this: unknown, callback: unknown, ...rest: unknown[]) {
      let handle: unknown;
      // A one-shot timer that fired is forgotten.
      const run =
        once && typeof callback === 'function'
          ? (...args: unknown[]) => (pending.delete(handle), (callback as (...a: unknown[]) => unknown)(...args))
          : callback;
      handle = original.call(this, run, ...rest);
      pending.set(handle, cancel);
      return handle;
    };
    const cleared = function (this: unknown, handle: never) {
      pending.delete(handle);
      return cancel.call(this, handle);
    };
    define(set, Object.freeze(wrapped));
    define(clear, Object.freeze(cleared));
  }
  return () => {
    for (const [handle, cancel] of pending) cancel(handle as never);
    pending.clear();
  };
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

// The built-ins the assertions and the runner rely on are frozen, so code under test cannot make a wrong answer
// look right (Object.is, Array.prototype.every, a Map method that would hand it the runner's objects…). Assigning to
// them then throws (modules are strict), which fails that code's own tests and nothing else.
function freezeIntrinsics(): void {
  const constructors = [
    Object,
    Function,
    Array,
    String,
    Number,
    Boolean,
    Symbol,
    BigInt,
    Date,
    RegExp,
    Map,
    Set,
    WeakMap,
    WeakSet,
    WeakRef,
    FinalizationRegistry,
    Promise,
    ArrayBuffer,
    DataView,
    Proxy,
  ];
  const errors = [Error, TypeError, RangeError, SyntaxError, ReferenceError, EvalError, URIError, AggregateError];
  const typed = TYPED_ARRAYS;
  const iterators = [
    [][Symbol.iterator](),
    new Map()[Symbol.iterator](),
    new Set()[Symbol.iterator](),
    ''[Symbol.iterator](),
    /a/[Symbol.matchAll](''),
  ].map((it) => Object.getPrototypeOf(it) as object);
  const generator = Object.getPrototypeOf(function* () {}) as object;
  const asyncFunction = Object.getPrototypeOf(async function () {}) as object;
  const asyncGenerator = Object.getPrototypeOf(async function* () {}) as object;
  const intrinsics: object[] = [
    JSON,
    Math,
    Reflect,
    Intl,
    Object.getPrototypeOf(Uint8Array),
    ...iterators,
    Object.getPrototypeOf(iterators[0]!),
    generator,
    asyncFunction,
    asyncGenerator,
  ];
  for (const owner of [generator, asyncGenerator]) intrinsics.push((owner as { prototype: object }).prototype);
  for (const ctor of [...constructors, ...typed]) intrinsics.push(ctor, ctor.prototype ?? {});
  // Error prototypes stay assignable through accessors (subclasses set `this.name`), but cannot be replaced.
  for (const ctor of errors) {
    for (const key of ['name', 'message', 'toString', 'constructor']) overridable(ctor.prototype, key);
    intrinsics.push(ctor.prototype);
    if (ctor !== Error) intrinsics.push(ctor);
  }
  for (const key of ['toString', 'valueOf', 'constructor', 'toLocaleString']) overridable(Object.prototype, key);
  for (const member of Object.values(Intl))
    if (typeof member === 'function') intrinsics.push(member, (member as { prototype?: object }).prototype ?? {});
  for (const name of ['TextEncoder', 'TextDecoder']) {
    const ctor = realm[name] as { prototype: object } | undefined;
    if (ctor) intrinsics.push(ctor, ctor.prototype);
  }
  for (const intrinsic of intrinsics) fix(intrinsic);
}

/**
 * Object.freeze gives an object read-only elements, and V8 sends every keyed store to an object whose prototype
 * chain holds read-only elements down its slow path: with Object.prototype or a typed array prototype frozen,
 * writing a typed array's element costs some fifty times as much (a million-game simulation took ten seconds
 * instead of under one). These prototypes are locked property by property instead: the same result for code
 * (no property can be added, changed or removed, and Object.isFrozen says true), without read-only elements.
 * Array.prototype stays frozen: locked this way, it slows Array.prototype.push down instead.
 */
const FROZEN_ELEMENTS_SLOW = new Set<object>([
  Object.prototype,
  Object.getPrototypeOf(Uint8Array).prototype as object,
  ...TYPED_ARRAYS.map((ctor) => ctor.prototype),
]);

function lockDown(owner: object): void {
  for (const key of Reflect.ownKeys(owner)) {
    const descriptor = Object.getOwnPropertyDescriptor(owner, key)!;
    Object.defineProperty(
      owner,
      key,
      'value' in descriptor ? { writable: false, configurable: false } : { configurable: false },
    );
  }
  Object.preventExtensions(owner);
}

/** Freezes a built-in for good, the way that keeps its users fast. */
function fix(owner: object): void {
  if (FROZEN_ELEMENTS_SLOW.has(owner)) lockDown(owner);
  else Object.freeze(owner);
}

/**
 * `Error` takes no new property and keeps its own (`captureStackTrace`, and `prepareStackTrace`, which is the
 * runtime's: stacks.ts). Only `stackTraceLimit` stays writable, because the runner sets it around its own calls
 * (V8 reads it as a plain value, so it cannot be an accessor); it is put back after each file.
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
  return () => void (target.stackTraceLimit = limit);
}

/**
 * The global names graded code may use can no longer be reassigned (`Math = …`), and the functions and objects
 * they hold are frozen with their prototypes: no value one file stores there is seen by the next file in the same
 * process. (`Error` keeps its one writable field: settleError.)
 */
function lockGlobalNames(): void {
  for (const name of SAFE_GLOBALS) {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
    if (descriptor?.configurable) define(name, realm[name]);
    const value = realm[name];
    if (name === 'Error' || value === null || (typeof value !== 'object' && typeof value !== 'function')) continue;
    fix(value);
    const prototype = (value as { prototype?: unknown }).prototype;
    if (prototype && typeof prototype === 'object') fix(prototype);
  }
}

/**
 * Everything graded code can reach from the safe globals through prototypes and properties (accessors' functions
 * included) is frozen too, not only the built-ins named above: %TypedArray%.prototype, a Symbol.unscopables object,
 * an Intl prototype's methods… nothing a later file or the runner uses can be changed by reaching further in.
 * `Error` itself keeps its writable stackTraceLimit (settleError); the walk still goes through it.
 */
function freezeReachable(): void {
  const seen = new Set<unknown>([globalThis]);
  const pending: unknown[] = [...SAFE_GLOBALS].map((name) => realm[name]);
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || (typeof value !== 'object' && typeof value !== 'function') || seen.has(value)) continue;
    seen.add(value);
    if (value !== Error && !Object.isFrozen(value)) fix(value);
    pending.push(Object.getPrototypeOf(value));
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key)!;
      pending.push(descriptor.value, descriptor.get, descriptor.set);
    }
  }
}

/**
 * RegExp's legacy static properties (`RegExp.$1`, `RegExp.lastMatch`) hold the last match made anywhere in the
 * realm: a match made here between files leaves nothing of one file for the next to read.
 */
function clearLastMatch(): void {
  /(?:)/.exec('');
}

export interface Realm {
  /** Undoes what one test file left in the process: pending timers, the stack trace length, the last match. */
  betweenFiles(): void;
}

/** Hardens the realm (see above); call once, after the runtime has taken what it needs of the globals. */
export function hardenRealm(): Realm {
  quietConsole();
  const cancelTimers = trackTimers();
  const restoreError = settleError();
  hideSources();
  freezeIntrinsics();
  lockGlobalNames();
  freezeReachable();
  for (const name of TIMERS) if (!SAFE_GLOBALS.has(name)) throw new Error(`${name} must be a safe global`);
  return {
    betweenFiles() {
      cancelTimers();
      restoreError();
      clearLastMatch();
    },
  };
}
