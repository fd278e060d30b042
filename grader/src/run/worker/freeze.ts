// How the worker freezes what graded code can reach: one object for good (fix), or everything reachable from some
// roots (freezeReachable). Used by realm.ts at start, and for what only exists later (the test framework's facade,
// an error class the runner throws only inside a test).

export const TYPED_ARRAYS = [
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

/** Objects that keep one writable field on purpose (`Error.stackTraceLimit`: realm.ts puts it back per file). */
const keepsOpen = new Set<object>();

export function leaveOpen(owner: object): void {
  keepsOpen.add(owner);
}

/** Freezes an object for good, the way that keeps its users fast. */
export function fix(owner: object): void {
  if (keepsOpen.has(owner) || Object.isFrozen(owner)) return;
  // A typed array's elements cannot be frozen: one met here is a fresh one some call handed out.
  if (ArrayBuffer.isView(owner)) return void Object.preventExtensions(owner);
  if (FROZEN_ELEMENTS_SLOW.has(owner)) lockDown(owner);
  else Object.freeze(owner);
}

const isObject = (value: unknown): value is object =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';

function attempt(thunk: () => unknown): unknown {
  try {
    return thunk();
  } catch {
    return undefined;
  }
}

/**
 * Objects whose getters are never called by the walk: an assertion's getters (`.not`, `.resolves`) are assertions,
 * which write the assertion's own state; realm.ts says which objects are assertions.
 */
let gettersOff: (value: object) => boolean = () => false;

export function neverCallGettersOf(test: (value: object) => boolean): void {
  gettersOff = test;
}

/** Objects walked, and whether their getters were called then. */
const walked = new WeakMap<object, boolean>();

/**
 * Freezes everything reachable from `roots`: prototypes, every own property's value, getter and setter, and what a
 * getter hands out. A getter that hands out a new object at each call (the runner's `test.skip`) is nobody's
 * channel; what that object reaches without calling anything is frozen all the same, so a fresh object cannot lead
 * to a shared one left open.
 */
export function freezeReachable(roots: unknown[]): void {
  const pending: [unknown, boolean][] = roots.map((root) => [root, true]);
  while (pending.length > 0) {
    const [value, callGetters] = pending.pop()!;
    if (!isObject(value) || walked.get(value) === true || (walked.has(value) && !callGetters)) continue;
    walked.set(value, callGetters);
    fix(value);
    pending.push([Object.getPrototypeOf(value), callGetters]);
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key)!;
      pending.push([descriptor.value, callGetters], [descriptor.get, callGetters], [descriptor.set, callGetters]);
      const get = descriptor.get;
      if (!get || !callGetters || gettersOff(value)) continue;
      const first = attempt(() => Reflect.apply(get, value, []));
      const second = attempt(() => Reflect.apply(get, value, []));
      pending.push([first, first === second]);
    }
  }
}

/** What `roots` reach without calling anything, short of the objects in `stop`. */
export function reachable(roots: unknown[], stop: Set<object> = new Set()): Set<object> {
  const found = new Set<object>();
  const pending = [...roots];
  while (pending.length > 0) {
    const value = pending.pop();
    if (!isObject(value) || found.has(value) || stop.has(value)) continue;
    found.add(value);
    pending.push(Object.getPrototypeOf(value));
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Object.getOwnPropertyDescriptor(value, key)!;
      pending.push(descriptor.value, descriptor.get, descriptor.set);
    }
  }
  return found;
}

/**
 * The results worth walking: most are fresh objects of a few classes (errors thrown at bad arguments) whose own
 * properties hold only primitives. Such an object is frozen where it stands, and one of its class is walked for all
 * (their prototype chain is the same); any that holds an object or an accessor of its own is walked in full. The
 * outcome is the full walk's, at a tenth of its cost (a worker boots this way).
 */
function worthWalking(results: unknown[]): unknown[] {
  const kept: unknown[] = [];
  const classes = new Set<unknown>();
  for (const result of new Set(results)) {
    if (!isObject(result)) continue;
    const proto = Object.getPrototypeOf(result) as unknown;
    const plain = Reflect.ownKeys(result).every((key) => {
      const descriptor = Object.getOwnPropertyDescriptor(result, key)!;
      return !descriptor.get && !descriptor.set && !isObject(descriptor.value);
    });
    if (plain && typeof result !== 'function' && classes.has(proto)) {
      fix(result);
      continue;
    }
    classes.add(proto);
    kept.push(result);
  }
  return kept;
}

/** Arguments the calls below are made with: none, and a few of the kinds host functions check for and refuse. */
const ARGUMENT_LISTS: unknown[][] = [[], [{}], [''], [1, 1], [() => {}]];

function outcomes(thunk: (args: unknown[]) => unknown): unknown[] {
  return ARGUMENT_LISTS.map((args) => {
    try {
      return thunk(args);
    } catch (error) {
      return error;
    }
  });
}

/** The methods of `value`: functions on it and on its prototypes, short of `stop`. */
function methodsOf(value: object, stop: Set<object>): ((...args: unknown[]) => unknown)[] {
  const methods: ((...args: unknown[]) => unknown)[] = [];
  for (let at: object | null = value; at && !stop.has(at); at = Object.getPrototypeOf(at) as object | null)
    for (const key of Reflect.ownKeys(at)) {
      const descriptor = Object.getOwnPropertyDescriptor(at, key)!;
      for (const member of [descriptor.value, descriptor.get])
        if (typeof member === 'function') methods.push(member as (...args: unknown[]) => unknown);
    }
  return methods;
}

/**
 * Freezes what calling the functions reachable from `roots` hands out or throws (a host function's own error
 * classes, an iterator or matcher class met only through a call), and what calling the methods of those results
 * hands out in turn. `stop`: objects not to go through (the language's built-ins, whose calls give only what is
 * frozen already); `mayCall` keeps out functions whose calls do something (register a test, change the running
 * test's rules).
 */
export function freezeWhatCallsGive(
  roots: unknown[],
  stop: Set<object>,
  mayCall: (fn: object, self: unknown) => boolean,
): void {
  // Most of these calls throw: without stack traces, an error costs little to make.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  const results: unknown[] = [];
  for (const fn of reachable(roots, stop)) {
    if (typeof fn !== 'function' || !mayCall(fn, undefined)) continue;
    const callable = fn as (...args: unknown[]) => unknown;
    results.push(
      ...outcomes((args) => Reflect.apply(callable, undefined, args)),
      ...outcomes((args) => Reflect.construct(callable, args)),
    );
  }
  // One object of each class is enough to see what its methods hand out; for functions handed out fresh (a mock, a
  // bound method), one of each shape (the names of their own members).
  const second: unknown[] = [];
  const shapes = new Map<unknown, Set<string>>();
  for (const result of results) {
    if (!isObject(result) || stop.has(result)) continue;
    const proto = Object.getPrototypeOf(result) as unknown;
    const shape = typeof result === 'function' ? Reflect.ownKeys(result).map(String).join('\0') : '';
    const known = shapes.get(proto) ?? new Set<string>();
    if (known.has(shape)) continue;
    shapes.set(proto, known.add(shape));
    for (const method of methodsOf(result, stop))
      if (mayCall(method, result)) second.push(...outcomes((args) => Reflect.apply(method, result, args)));
  }
  Error.stackTraceLimit = limit;
  freezeReachable(worthWalking([...results, ...second]));
}
