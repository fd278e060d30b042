// Graded code that walks everything it can reach in the worker's realm and fails, naming each offender, on anything
// one test file could change for the next one in the same process: an object that takes new properties, a property
// that can be written or redefined, a Map, Set, Date or buffer whose contents can change. realmWalk.test.ts runs it
// as a student's test file, in the same hardened realm as every graded file.
//
// What it starts from: every global name graded code can name, `eval`, the `vitest` facade, the test context, and
// what comes back from calling host functions (`setTimeout(…)`, `expect(1)`, `vi.fn()`, iterators, errors…). From
// there it follows prototypes, every own property (getters are called), and calls every function it finds with no
// argument: what two calls give is fresh when they give different objects, and then only what both results reach
// is shared state (a fresh Date is nobody's channel; its prototype is).
import * as vitest from 'vitest';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  onTestFailed,
  onTestFinished,
  vi,
} from 'vitest';

declare const Iterator: unknown;
declare const AsyncIterator: unknown;
declare const SuppressedError: unknown;
declare const DisposableStack: unknown;
declare const AsyncDisposableStack: unknown;
declare const WebAssembly: unknown;

// Every global a JavaScript realm under Node may hold; graded code sees the ones not shadowed (the others are
// undefined here, which is also checked: realmWalk.test.ts).
const GLOBALS: Record<string, unknown> = {
  Object: typeof Object === 'undefined' ? undefined : Object,
  Function: typeof Function === 'undefined' ? undefined : Function,
  Array: typeof Array === 'undefined' ? undefined : Array,
  Number: typeof Number === 'undefined' ? undefined : Number,
  parseFloat: typeof parseFloat === 'undefined' ? undefined : parseFloat,
  parseInt: typeof parseInt === 'undefined' ? undefined : parseInt,
  Boolean: typeof Boolean === 'undefined' ? undefined : Boolean,
  String: typeof String === 'undefined' ? undefined : String,
  Symbol: typeof Symbol === 'undefined' ? undefined : Symbol,
  Date: typeof Date === 'undefined' ? undefined : Date,
  Promise: typeof Promise === 'undefined' ? undefined : Promise,
  RegExp: typeof RegExp === 'undefined' ? undefined : RegExp,
  Error: typeof Error === 'undefined' ? undefined : Error,
  AggregateError: typeof AggregateError === 'undefined' ? undefined : AggregateError,
  EvalError: typeof EvalError === 'undefined' ? undefined : EvalError,
  RangeError: typeof RangeError === 'undefined' ? undefined : RangeError,
  ReferenceError: typeof ReferenceError === 'undefined' ? undefined : ReferenceError,
  SyntaxError: typeof SyntaxError === 'undefined' ? undefined : SyntaxError,
  TypeError: typeof TypeError === 'undefined' ? undefined : TypeError,
  URIError: typeof URIError === 'undefined' ? undefined : URIError,
  JSON: typeof JSON === 'undefined' ? undefined : JSON,
  Math: typeof Math === 'undefined' ? undefined : Math,
  Intl: typeof Intl === 'undefined' ? undefined : Intl,
  ArrayBuffer: typeof ArrayBuffer === 'undefined' ? undefined : ArrayBuffer,
  Uint8Array: typeof Uint8Array === 'undefined' ? undefined : Uint8Array,
  Int8Array: typeof Int8Array === 'undefined' ? undefined : Int8Array,
  Uint16Array: typeof Uint16Array === 'undefined' ? undefined : Uint16Array,
  Int16Array: typeof Int16Array === 'undefined' ? undefined : Int16Array,
  Uint32Array: typeof Uint32Array === 'undefined' ? undefined : Uint32Array,
  Int32Array: typeof Int32Array === 'undefined' ? undefined : Int32Array,
  Float32Array: typeof Float32Array === 'undefined' ? undefined : Float32Array,
  Float64Array: typeof Float64Array === 'undefined' ? undefined : Float64Array,
  Uint8ClampedArray: typeof Uint8ClampedArray === 'undefined' ? undefined : Uint8ClampedArray,
  BigUint64Array: typeof BigUint64Array === 'undefined' ? undefined : BigUint64Array,
  BigInt64Array: typeof BigInt64Array === 'undefined' ? undefined : BigInt64Array,
  DataView: typeof DataView === 'undefined' ? undefined : DataView,
  Map: typeof Map === 'undefined' ? undefined : Map,
  BigInt: typeof BigInt === 'undefined' ? undefined : BigInt,
  Set: typeof Set === 'undefined' ? undefined : Set,
  WeakMap: typeof WeakMap === 'undefined' ? undefined : WeakMap,
  WeakSet: typeof WeakSet === 'undefined' ? undefined : WeakSet,
  WeakRef: typeof WeakRef === 'undefined' ? undefined : WeakRef,
  FinalizationRegistry: typeof FinalizationRegistry === 'undefined' ? undefined : FinalizationRegistry,
  Proxy: typeof Proxy === 'undefined' ? undefined : Proxy,
  Reflect: typeof Reflect === 'undefined' ? undefined : Reflect,
  decodeURI: typeof decodeURI === 'undefined' ? undefined : decodeURI,
  decodeURIComponent: typeof decodeURIComponent === 'undefined' ? undefined : decodeURIComponent,
  encodeURI: typeof encodeURI === 'undefined' ? undefined : encodeURI,
  encodeURIComponent: typeof encodeURIComponent === 'undefined' ? undefined : encodeURIComponent,
  escape: typeof escape === 'undefined' ? undefined : escape,
  unescape: typeof unescape === 'undefined' ? undefined : unescape,
  isFinite: typeof isFinite === 'undefined' ? undefined : isFinite,
  isNaN: typeof isNaN === 'undefined' ? undefined : isNaN,
  Iterator: typeof Iterator === 'undefined' ? undefined : Iterator,
  AsyncIterator: typeof AsyncIterator === 'undefined' ? undefined : AsyncIterator,
  SuppressedError: typeof SuppressedError === 'undefined' ? undefined : SuppressedError,
  DisposableStack: typeof DisposableStack === 'undefined' ? undefined : DisposableStack,
  AsyncDisposableStack: typeof AsyncDisposableStack === 'undefined' ? undefined : AsyncDisposableStack,
  console: typeof console === 'undefined' ? undefined : console,
  setTimeout: typeof setTimeout === 'undefined' ? undefined : setTimeout,
  clearTimeout: typeof clearTimeout === 'undefined' ? undefined : clearTimeout,
  setInterval: typeof setInterval === 'undefined' ? undefined : setInterval,
  clearInterval: typeof clearInterval === 'undefined' ? undefined : clearInterval,
  setImmediate: typeof setImmediate === 'undefined' ? undefined : setImmediate,
  queueMicrotask: typeof queueMicrotask === 'undefined' ? undefined : queueMicrotask,
  structuredClone: typeof structuredClone === 'undefined' ? undefined : structuredClone,
  TextEncoder: typeof TextEncoder === 'undefined' ? undefined : TextEncoder,
  TextDecoder: typeof TextDecoder === 'undefined' ? undefined : TextDecoder,
  globalThis: typeof globalThis === 'undefined' ? undefined : globalThis,
  process: typeof process === 'undefined' ? undefined : process,
  Buffer: typeof Buffer === 'undefined' ? undefined : Buffer,
  performance: typeof performance === 'undefined' ? undefined : performance,
  AbortController: typeof AbortController === 'undefined' ? undefined : AbortController,
  AbortSignal: typeof AbortSignal === 'undefined' ? undefined : AbortSignal,
  EventTarget: typeof EventTarget === 'undefined' ? undefined : EventTarget,
  Event: typeof Event === 'undefined' ? undefined : Event,
  URL: typeof URL === 'undefined' ? undefined : URL,
  fetch: typeof fetch === 'undefined' ? undefined : fetch,
  crypto: typeof crypto === 'undefined' ? undefined : crypto,
  Atomics: typeof Atomics === 'undefined' ? undefined : Atomics,
  SharedArrayBuffer: typeof SharedArrayBuffer === 'undefined' ? undefined : SharedArrayBuffer,
  WebAssembly: typeof WebAssembly === 'undefined' ? undefined : WebAssembly,
  eval: typeof eval === 'undefined' ? undefined : eval,
};

/** Names graded code must never see: the global object, Node's own globals, what could block the process. */
const HOST_NAMES = ['globalThis', 'process', 'Buffer', 'performance', 'fetch', 'crypto', 'Atomics']
  .concat(['SharedArrayBuffer', 'WebAssembly', 'AbortController', 'AbortSignal', 'EventTarget', 'Event', 'URL'])
  .concat(['setImmediate']);

type Callable = (...args: unknown[]) => unknown;
const isObject = (value: unknown): value is object =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';

const findings = new Set<string>();
const shared = new Set<object>();
/** Objects allowed to change, each with why that is harmless; they are still walked through. */
const exempt = new Map<object, string>();
/** Functions never called with no arguments (they register tests or hooks, or change the running test's rules). */
const neverCall = new Set<unknown>();
/** Fresh objects whose methods are not called (a test context: its methods skip or fail the test). */
const noCalls = new WeakSet<object>();
let calls = 0;
const MAX_CALLS = 400_000;
const MAX_DEPTH = 4;

function keyText(key: PropertyKey): string {
  if (typeof key === 'symbol') return `[${key.description ?? 'symbol'}]`;
  return /^[A-Za-z_$][\w$]*$/.test(String(key)) ? String(key) : `[${JSON.stringify(key)}]`;
}

const SLOTS: [string, (value: object) => unknown][] = [
  ['a Map', (value) => Map.prototype.has.call(value, 0)],
  ['a Set', (value) => Set.prototype.has.call(value, 0)],
  ['a WeakMap', (value) => WeakMap.prototype.has.call(value, {})],
  ['a WeakSet', (value) => WeakSet.prototype.has.call(value, {})],
  ['a Date', (value) => Date.prototype.getTime.call(value)],
  ['a FinalizationRegistry', (value) => FinalizationRegistry.prototype.unregister.call(value, {})],
  ['an ArrayBuffer', (value) => Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, 'byteLength')!.get!.call(value)],
  [
    'a typed array or DataView',
    (value) => {
      if (!ArrayBuffer.isView(value) || value.byteLength === 0) throw new Error('not one');
    },
  ],
];

/** What of `value` can change: nothing for a frozen object without mutable contents. */
function check(value: object, path: string): void {
  // The running test's state, and what a test's own calls put there (expect.hasAssertions()'s error), are the test's.
  if (exempt.has(value) || Object.values(expect.getState()).includes(value)) return;
  const open: string[] = [];
  if (Object.isExtensible(value)) open.push('takes new properties');
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Reflect.getOwnPropertyDescriptor(value, key)!;
    if (value === GLOBALS.Error && key === 'stackTraceLimit') continue; // put back before each file (realm.ts)
    if (descriptor.writable) open.push(`${keyText(key)} writable`);
    else if (descriptor.configurable) open.push(`${keyText(key)} configurable`);
  }
  for (const [what, probe] of SLOTS) {
    try {
      probe(value);
      open.push(`${what}, whose contents can change`);
    } catch {
      // not one of these
    }
  }
  if (open.length > 0)
    findings.add(`${path} [${nameOf(value)}]: ${open.slice(0, 4).join(', ')}${open.length > 4 ? '…' : ''}`);
}

/** What an object is, for a reader: a function's name, a prototype's class, an instance's class. */
function nameOf(value: object): string {
  const own = Reflect.getOwnPropertyDescriptor(value, 'constructor')?.value as { name?: unknown } | undefined;
  if (typeof value === 'function') return `function ${String((value as { name?: unknown }).name)}`;
  if (typeof own === 'function') return `${String(own.name)}.prototype`;
  const proto = Reflect.getPrototypeOf(value);
  const ctor = proto && (Reflect.getOwnPropertyDescriptor(proto, 'constructor')?.value as { name?: unknown });
  return `a ${typeof ctor === 'function' ? String(ctor.name) : 'null-prototype object'}`;
}

function attempt(thunk: () => unknown): unknown {
  try {
    return thunk();
  } catch (error) {
    return error;
  }
}

const pendingShared: [object, string][] = [];
const pendingCalls: [Callable, string][] = [];
const pendingPairs: [object, object, string, number][] = [];

function addShared(value: unknown, path: string): void {
  if (isObject(value) && !shared.has(value)) {
    shared.add(value);
    pendingShared.push([value, path]);
  }
}

/** Everything `root` reaches without calling anything, short of what is known to be shared, with a path to each. */
function reach(root: object): Map<object, string> {
  const found = new Map<object, string>();
  const pending: [unknown, string][] = [[root, '']];
  while (pending.length > 0 && found.size < 20_000) {
    const [value, path] = pending.pop()!;
    if (!isObject(value) || found.has(value) || shared.has(value)) continue;
    found.set(value, path);
    pending.push([Reflect.getPrototypeOf(value), `${path}.[[Prototype]]`]);
    for (const key of Reflect.ownKeys(value)) {
      const descriptor = Reflect.getOwnPropertyDescriptor(value, key)!;
      const at = `${path}.${keyText(key)}`;
      pending.push([descriptor.value, at], [descriptor.get, `${at}[get]`], [descriptor.set, `${at}[set]`]);
    }
  }
  return found;
}

/**
 * Two results of the same call: one shared object when they are the same, else fresh ones, of which only what both
 * reach is shared (and their methods are called in turn, to find what they hand out).
 */
function pair(first: unknown, second: unknown, path: string, depth: number): void {
  if (!isObject(first)) return;
  if (first === second) return addShared(first, path);
  if (!isObject(second)) return;
  const other = reach(second);
  for (const [value, at] of reach(first)) if (other.has(value)) addShared(value, `${path}${at}`);
  if (depth < MAX_DEPTH) pendingPairs.push([first, second, path, depth]);
}

function walkShared(value: object, path: string): void {
  check(value, path);
  addShared(Reflect.getPrototypeOf(value), `${path}.[[Prototype]]`);
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Reflect.getOwnPropertyDescriptor(value, key)!;
    const at = `${path}.${keyText(key)}`;
    addShared(descriptor.value, at);
    addShared(descriptor.get, `${at}[get]`);
    addShared(descriptor.set, `${at}[set]`);
    if (descriptor.get) {
      const get = descriptor.get;
      pair(
        attempt(() => Reflect.apply(get, value, [])),
        attempt(() => Reflect.apply(get, value, [])),
        at,
        1,
      );
    }
  }
  if (typeof value === 'function') pendingCalls.push([value as Callable, path]);
}

function callShared(fn: Callable, path: string): void {
  if (neverCall.has(fn) || isChain(fn) || calls > MAX_CALLS) return;
  calls += 4;
  pair(
    attempt(() => Reflect.apply(fn, undefined, [])),
    attempt(() => Reflect.apply(fn, undefined, [])),
    `${path}()`,
    1,
  );
  pair(
    attempt(() => Reflect.construct(fn, [])),
    attempt(() => Reflect.construct(fn, [])),
    `new ${path}()`,
    1,
  );
}

/** The methods of a fresh pair, each called on its own object. */
function callMethods(first: object, second: object, path: string, depth: number): void {
  if (noCalls.has(first) || noCalls.has(second) || assertions.isPrototypeOf(first)) return;
  const keys = new Set<PropertyKey>();
  for (let at: object | null = first; at && at !== Object.prototype; at = Reflect.getPrototypeOf(at))
    for (const key of Reflect.ownKeys(at)) keys.add(key);
  for (const key of keys) {
    if (key === 'constructor' || calls > MAX_CALLS) continue;
    const methodOf = (target: object) => {
      for (let at: object | null = target; at; at = Reflect.getPrototypeOf(at)) {
        const descriptor = Reflect.getOwnPropertyDescriptor(at, key);
        if (descriptor) return typeof descriptor.value === 'function' ? (descriptor.value as Callable) : undefined;
      }
      return undefined;
    };
    const [one, two] = [methodOf(first), methodOf(second)];
    if (!one || !two || neverCall.has(one) || isChain(one)) continue;
    calls += 2;
    pair(
      attempt(() => Reflect.apply(one, first, [])),
      attempt(() => Reflect.apply(two, second, [])),
      `${path}.${keyText(key)}()`,
      depth + 1,
    );
  }
}

/** A test function of the runner (`test`, `test.skip`, `describe.each`…): calling one registers a test. */
function isChain(fn: unknown): boolean {
  return (
    typeof fn === 'function' &&
    Object.getOwnPropertySymbols(fn).some((key) => {
      const value = (fn as unknown as Record<symbol, unknown>)[key];
      return isObject(value) && 'setContext' in value;
    })
  );
}

const assertions = Object.getPrototypeOf(expect(0)) as object;

function drain(): void {
  for (;;) {
    const next = pendingShared.pop();
    if (next) {
      walkShared(...next);
      continue;
    }
    const call = pendingCalls.pop();
    if (call) {
      callShared(...call);
      continue;
    }
    const fresh = pendingPairs.pop();
    if (fresh) {
      callMethods(...fresh);
      continue;
    }
    return;
  }
}

/** Values graded code gets from the host by calling what it can name, made twice (each pair is one sample). */
function samples(): [string, () => unknown][] {
  const list: [string, () => unknown][] = [
    ['setTimeout(…)', () => stopped(setTimeout(() => {}, 60_000))],
    ['setInterval(…)', () => stopped(setInterval(() => {}, 60_000))],
    ['Promise.resolve()', () => Promise.resolve()],
    ['a rejected promise', () => Promise.reject(new Error('x')).catch(() => {})],
    ['new Error()', () => new Error('x')],
    ['[].values()', () => [].values()],
    ['[].entries()', () => [].entries()],
    ['/a/g[Symbol.matchAll]("a")', () => /a/g[Symbol.matchAll]('a')],
    ['new Map().entries()', () => new Map().entries()],
    ['new Set().values()', () => new Set().values()],
    ['""[Symbol.iterator]()', () => ''[Symbol.iterator]()],
    ['a function', () => function named() {}],
    ['an arrow function', () => () => {}],
    ['a class', () => class Named {}],
    ['an async function', () => async function named() {}],
    ['an async function’s promise', () => (async () => {})()],
    ['a generator function', () => function* named() {}],
    ['a generator', () => (function* named() {})()],
    ['an async generator function', () => async function* named() {}],
    ['an async generator', () => (async function* named() {})()],
    [
      'arguments',
      function (this: unknown) {
        return arguments;
      },
    ],
    ['a tagged template', () => ((strings: TemplateStringsArray) => strings)`ab`],
    ['new Intl.Segmenter().segment("a b")', () => new Intl.Segmenter().segment('a b')],
    ['Intl segments’ iterator', () => new Intl.Segmenter().segment('a b')[Symbol.iterator]()],
    ['new Intl.DateTimeFormat().formatToParts()', () => new Intl.DateTimeFormat().formatToParts(0)],
    ['Array.fromAsync', () => (Array as unknown as { fromAsync?: (x: unknown[]) => unknown }).fromAsync?.([])],
    ['expect(1)', () => expect(1)],
    ['expect(1).not', () => expect(1).not],
    ['expect(1).resolves', () => expect(Promise.resolve(1)).resolves],
    ['expect.anything()', () => expect.anything()],
    ['expect.any(Number)', () => expect.any(Number)],
    ['expect.objectContaining({})', () => expect.objectContaining({})],
    ['expect.stringMatching(/a/)', () => expect.stringMatching(/a/)],
    ['expect.closeTo(1)', () => attempt(() => expect.closeTo(1))],
    ['vi.fn()', () => vi.fn()],
    ['vi.fn().mock', () => vi.fn().mock],
    ['vi.spyOn(…)', () => vi.spyOn({ m: () => 1 }, 'm')],
    ['a failed assertion', () => attempt(() => expect(1).toBe(2))],
    ['expect.unreachable()', () => attempt(() => expect.unreachable())],
    ['expect.extend({})', () => attempt(() => expect.extend({}))],
    ['setTimeout("x")', () => attempt(() => setTimeout('x' as never))],
    ['queueMicrotask(1)', () => attempt(() => queueMicrotask(1 as never))],
    ['structuredClone(a function)', () => attempt(() => structuredClone(() => {}))],
    ['new TextDecoder("nope")', () => attempt(() => new TextDecoder('nope'))],
    [
      'a bad byte',
      () =>
        attempt(() =>
          new (TextDecoder as new (label: string, options: object) => TextDecoder)('utf-8', { fatal: true }).decode(
            Uint8Array.of(255),
          ),
        ),
    ],
    ['vi.mock()', () => attempt(() => vi.mock('x'))],
    ['Function("return this")', () => attempt(() => Function('return this'))],
    ['eval("this")', () => attempt(() => (0, eval)('this'))],
    ['a stack overflow', () => attempt(() => overflow())],
    ['a bad JSON', () => attempt(() => JSON.parse('{'))],
    ['a bad regular expression', () => attempt(() => new RegExp('('))],
    ['a bad structure', () => attempt(() => (undefined as unknown as { a: number }).a)],
    ['a new WeakRef', () => new WeakRef({})],
    ['a new FinalizationRegistry', () => new FinalizationRegistry(() => {})],
  ];
  const helpers = ['map', 'filter', 'take', 'drop', 'flatMap'];
  const iterator = Object.getPrototypeOf(Object.getPrototypeOf([].values())) as Record<string, unknown>;
  for (const helper of helpers)
    if (typeof iterator[helper] === 'function')
      list.push([`an iterator helper (${helper})`, () => (iterator[helper] as Callable).call([].values(), () => 1)]);
  return list;
}

function stopped<T>(timer: T): T {
  clearTimeout(timer as never);
  return timer;
}

function overflow(): number {
  return overflow() + 1;
}

const contexts: object[] = [];
const skipped: unknown[] = [];
const walkedFrom: string[] = [];

function start(): void {
  for (const fn of [describe, it, beforeAll, afterAll, beforeEach, afterEach, onTestFailed, onTestFinished])
    neverCall.add(fn);
  for (const name of ['assertions', 'hasAssertions', 'setState', 'soft', 'poll'])
    neverCall.add((expect as unknown as Record<string, unknown>)[name]);
  // The running test's own assertion state, made afresh before each test (expectation.ts).
  exempt.set(expect.getState(), 'the running test’s state');
  for (const [name, value] of Object.entries(GLOBALS)) addShared(value, name);
  for (const name of Object.keys(vitest)) addShared((vitest as Record<string, unknown>)[name], `vitest.${name}`);
  for (const [name, make] of samples()) pair(attempt(make), attempt(make), name, 1);
  walkedFrom.push(`${Object.keys(GLOBALS).length} globals`, `${Object.keys(vitest).length} facade names`);
}

/** Exempts `value` and, one level down, what it holds (`why` says why that is made afresh). */
function exemptWithContents(value: unknown, why: string): void {
  if (!isObject(value)) return;
  exempt.set(value, why);
  for (const key of Reflect.ownKeys(value)) {
    const member = Reflect.getOwnPropertyDescriptor(value, key)!.value as unknown;
    if (isObject(member)) exempt.set(member, why);
  }
}

/**
 * What the runner makes for this file or this test alone, allowed to change: the file's task tree (plain data),
 * each test's context with its AbortSignal, the base test's fixtures.
 * Everything they lead to is still walked.
 */
function exemptPerFile(): void {
  const [first] = contexts as [Record<string, unknown>];
  const plain = [Object.prototype, Array.prototype, null];
  const pending: unknown[] = [(first.task as { file: object }).file];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'function') {
      // A test's context: never called (its skip and hooks would act on that test).
      for (const member of [value, ...Object.values(value)]) neverCall.add(member);
      exemptWithContents(value, 'a test’s context');
      exemptWithContents((value as { signal?: unknown }).signal, 'a test’s AbortSignal');
    }
    if (!isObject(value) || exempt.has(value) || !plain.includes(Reflect.getPrototypeOf(value) as object)) continue;
    exempt.set(value, 'this file’s task tree');
    for (const key of Reflect.ownKeys(value)) pending.push(Reflect.getOwnPropertyDescriptor(value, key)!.value);
  }
  const chain = Object.getOwnPropertySymbols(it).map((key) => (it as unknown as Record<symbol, unknown>)[key]);
  const fixtures = (
    chain.find((value) => isObject(value) && 'getFixtures' in value) as { getFixtures(): object }
  ).getFixtures();
  exemptWithContents(fixtures, 'the base test’s fixtures, a new set for each file');
}

/** The test contexts of two tests, and what two skipped tests threw. */
function contextsPair(): void {
  const [first, second] = contexts as [object, object];
  noCalls.add(first);
  noCalls.add(second);
  pair(first, second, 'the test context', 1);
  if (skipped.length === 2) pair(skipped[0], skipped[1], 'what context.skip() throws', 1);
}

it('sees none of the host’s own globals', () => {
  expect(HOST_NAMES.filter((name) => GLOBALS[name] !== undefined)).toEqual([]);
});

it('the first context', (context) => {
  contexts.push(context);
});

it('the second context', (context) => {
  contexts.push(context);
});

for (const n of [1, 2]) {
  it(`skip ${n}`, (context) => {
    try {
      context.skip();
    } catch (error) {
      skipped.push(error);
    }
  });
}

it('everything graded code can reach is frozen', () => {
  exemptPerFile();
  start();
  contextsPair();
  drain();
  // The walk's calls may have asked for a number of assertions (expect.assertions reached by another path).
  expect.setState({ expectedAssertionsNumber: null, isExpectingAssertions: false });
  const list = [...findings];
  expect(shared.size, 'the walk reached too little: is it broken?').toBeGreaterThan(2_000);
  expect(calls, 'the walk ran out of calls before it was done').toBeLessThan(MAX_CALLS);
  // A comparison carries the whole list back (a failure's message is cut short).
  const report = list.length > 0 ? `${list.length} things can change:\n${list.join('\n')}` : '';
  expect(report).toBe('');
});
