// The language's surface as graded code can see it: the names of the global object, and the own property keys of
// every built-in object it can reach (each safe global, its prototype, Intl's constructors, and the intrinsics
// reached only through syntax or a built-in's result: %TypedArray%, the iterator and generator prototypes…).
// Node's versions differ in it (Set.prototype.union, Iterator, Promise.withResolvers exist only on newer ones), so
// the same submission would get another grade on another Node. languageSurface.json records it as Node 20 (the
// oldest the kit supports) has it; oldestLanguage.ts takes from a newer Node's realm what that record lacks. The
// recorder (run/recordLanguage.ts), the worker and the tests all walk it with the code here.
import { SAFE_GLOBALS } from './safeGlobals.ts';

/** The surface of one realm: its global names and, by intrinsic, that object's own property keys (keyText). */
export interface Surface {
  /** The Node version that made the record. */
  node: string;
  globals: string[];
  intrinsics: Record<string, string[]>;
}

const proto = (value: unknown): unknown => (isObject(value) ? Object.getPrototypeOf(value) : undefined);
const ownValue = (owner: unknown, key: PropertyKey): unknown =>
  isObject(owner) ? Object.getOwnPropertyDescriptor(owner, key)?.value : undefined;

/** The prototypes of functions of each kind, made by syntax. */
const generatorFunction = (): unknown => proto(function* () {});
const asyncGeneratorFunction = (): unknown => proto(async function* () {});
const asyncFunction = (): unknown => proto(async function () {});
const segments = (): Intl.Segments => new Intl.Segmenter().segment('');

/** The intrinsics no global name leads to, each reached as graded code reaches it. */
const HIDDEN: Record<string, () => unknown> = {
  '%TypedArray%': () => proto(Uint8Array),
  '%IteratorPrototype%': () => proto(proto([].values())),
  '%AsyncIteratorPrototype%': () => proto(proto(ownValue(asyncGeneratorFunction(), 'prototype'))),
  '%ArrayIteratorPrototype%': () => proto([].values()),
  '%MapIteratorPrototype%': () => proto(new Map().values()),
  '%SetIteratorPrototype%': () => proto(new Set().values()),
  '%StringIteratorPrototype%': () => proto(''[Symbol.iterator]()),
  '%RegExpStringIteratorPrototype%': () => proto(/a/g[Symbol.matchAll]('a')),
  '%SegmentsPrototype%': () => proto(segments()),
  '%SegmentIteratorPrototype%': () => proto(segments()[Symbol.iterator]()),
  '%GeneratorFunction%': () => ownValue(generatorFunction(), 'constructor'),
  '%AsyncGeneratorFunction%': () => ownValue(asyncGeneratorFunction(), 'constructor'),
  '%AsyncFunction%': () => ownValue(asyncFunction(), 'constructor'),
  '%ThrowTypeError%': () => Object.getOwnPropertyDescriptor(Function.prototype, 'caller')?.get,
  '%Array.prototype[Symbol.unscopables]%': () => ownValue(Array.prototype, Symbol.unscopables),
};

/**
 * Safe globals graded code never sees as they are, whatever the Node: the realm puts its own in their place
 * (boundedData.ts), a method with no `prototype`. Node 24's `structuredClone` has one, which cannot be removed.
 */
const REPLACED = new Set(['structuredClone']);

const INTL = [
  ...['Collator', 'DateTimeFormat', 'DisplayNames', 'ListFormat', 'Locale', 'NumberFormat'],
  ...['PluralRules', 'RelativeTimeFormat', 'Segmenter'],
].map((name) => `Intl.${name}`);

/**
 * Every intrinsic walked, by the name the record keys it by: a root (a global name or one of HIDDEN) followed by
 * own data properties (no getter of a built-in is called). An intrinsic added here (one line) is recorded by the
 * next `npm run record-language`.
 */
export const INTRINSICS: string[] = [
  ...[...SAFE_GLOBALS, 'eval', ...INTL, ...Object.keys(HIDDEN)]
    .filter((name) => !REPLACED.has(name))
    .flatMap((name) => [name, `${name}.prototype`]),
  '%GeneratorFunction%.prototype.prototype',
  '%AsyncGeneratorFunction%.prototype.prototype',
];

function isObject(value: unknown): value is object {
  return (typeof value === 'object' && value !== null) || typeof value === 'function';
}

/** The object `name` (INTRINSICS) leads to in this realm, if it is one. */
export function intrinsic(name: string): object | undefined {
  // A hidden root's name may hold dots of its own: the path goes on after its closing `%`.
  const end = name.startsWith('%') ? name.indexOf('%', 1) + 1 : name.indexOf('.');
  const [root, path] = end < 0 ? [name, ''] : [name.slice(0, end), name.slice(end + 1)];
  const start = root.startsWith('%') ? HIDDEN[root]?.() : (globalThis as Record<string, unknown>)[root];
  const found = path
    .split('.')
    .filter(Boolean)
    .reduce<unknown>((at, key) => ownValue(at, key), start);
  return isObject(found) ? found : undefined;
}

const WELL_KNOWN = new Map(
  Object.getOwnPropertyNames(Symbol)
    .filter((name) => typeof ownValue(Symbol, name) === 'symbol')
    .map((name) => [ownValue(Symbol, name) as symbol, `Symbol.${name}`]),
);

/**
 * How a key is written in the record: a string as it is, a well-known symbol as `Symbol.iterator`. Other symbols
 * are the host's own (Node's console keeps its state under symbols that differ between versions and that its
 * methods read): they are neither recorded nor removed.
 */
export function keyText(key: PropertyKey): string | undefined {
  return typeof key === 'symbol' ? WELL_KNOWN.get(key) : String(key);
}

/** The own keys of `value` the record holds, as it writes them, sorted. */
export function keysOf(value: object): string[] {
  return Reflect.ownKeys(value)
    .map(keyText)
    .filter((key) => key !== undefined)
    .sort();
}

/** The names of the global object (its symbol keys are the kit's, never the language's). */
export function globalNames(): string[] {
  return Object.getOwnPropertyNames(globalThis).sort();
}

/** This realm's surface, walked over `names` (the record's own keys when checking against it). */
export function surfaceNow(names: string[] = INTRINSICS): Surface {
  const intrinsics: Record<string, string[]> = {};
  for (const name of names) {
    const found = intrinsic(name);
    if (found) intrinsics[name] = keysOf(found);
  }
  return { node: process.versions.node, globals: globalNames(), intrinsics };
}
