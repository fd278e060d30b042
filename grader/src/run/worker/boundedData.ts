// JSON.stringify and structuredClone with their levels counted (nativeNesting.ts; boundedNatives.ts says why). Both
// walk nested data natively, one level of native frames per object, and both call graded code on the way (getters,
// `toJSON`, a replacer), which may hand them deeper data still, so the depth cannot be known before they start.
// JSON.stringify is the spec's algorithm here, a counted level per object or array; strings are quoted by the
// language's own. structuredClone first makes a copy of the plain parts of the data
// (objects, arrays, maps and sets, a counted level each, each getter called once and in the order the language
// calls them), which the language's structuredClone then clones, its depth now known to fit.
import { types } from 'node:util';
import { lengthOf } from './boundedNatives.ts';
import { oneLevel } from './nativeNesting.ts';

type AnyFunction = (this: unknown, ...args: unknown[]) => unknown;

/** The language's JSON.stringify, taken before the realm's is replaced: it quotes strings and writes raw JSON. */
const nativeStringify = JSON.stringify as (value: unknown) => string;
const isArray = Array.isArray;
const apply = Reflect.apply;
const keysOf = Object.keys;
const defineProperty = Object.defineProperty;

interface Serializer {
  replacer?: AnyFunction;
  properties?: string[];
  gap: string;
  indent: string;
  stack: object[];
}

const isObject = (value: unknown): value is object =>
  (typeof value === 'object' && value !== null) || typeof value === 'function';

/** The spec's SerializeJSONProperty: the text of `holder[key]`, or undefined where it has none. */
function property(state: Serializer, key: string, holder: object): string | undefined {
  let value = (holder as Record<string, unknown>)[key];
  if (isObject(value) || typeof value === 'bigint') {
    const toJSON = (value as { toJSON?: unknown }).toJSON;
    if (typeof toJSON === 'function') value = apply(toJSON as AnyFunction, value, [key]);
  }
  if (state.replacer) value = apply(state.replacer, holder, [key, value]);
  if (isObject(value)) {
    if (types.isNumberObject(value)) value = Number(value);
    else if (types.isStringObject(value)) value = String(value);
    else if (types.isBooleanObject(value)) value = (value as boolean).valueOf();
    else if (types.isBigIntObject(value)) value = (value as bigint).valueOf();
  }
  if (value === null) return 'null';
  if (value === true) return 'true';
  if (value === false) return 'false';
  if (typeof value === 'string') return nativeStringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'bigint') throw new TypeError('Do not know how to serialize a BigInt');
  if (typeof value === 'object' && isRawJson(value)) return nativeStringify(value);
  if (typeof value === 'object') return oneLevel('JSON.stringify', () => nested(state, value as object));
  return undefined;
}

const isRawJson = (value: object): boolean =>
  typeof (JSON as { isRawJSON?: (v: unknown) => boolean }).isRawJSON === 'function' &&
  (JSON as unknown as { isRawJSON: (v: unknown) => boolean }).isRawJSON(value);

/** The spec's SerializeJSONObject and SerializeJSONArray. */
function nested(state: Serializer, value: object): string {
  if (state.stack.includes(value)) throw new TypeError('Converting circular structure to JSON');
  state.stack.push(value);
  const stepback = state.indent;
  state.indent += state.gap;
  const parts: string[] = [];
  const array = isArray(value);
  if (array) {
    const length = lengthOf(value);
    for (let index = 0; index < length; index++) parts.push(property(state, String(index), value) ?? 'null');
  } else {
    for (const key of state.properties ?? keysOf(value)) {
      const text = property(state, key, value);
      if (text !== undefined) parts.push(`${nativeStringify(key)}:${state.gap ? ' ' : ''}${text}`);
    }
  }
  const [open, close] = array ? ['[', ']'] : ['{', '}'];
  const text =
    parts.length === 0
      ? open + close
      : state.gap === ''
        ? open + parts.join(',') + close
        : `${open}\n${state.indent}${parts.join(`,\n${state.indent}`)}\n${stepback}${close}`;
  state.stack.pop();
  state.indent = stepback;
  return text;
}

/** The property list an array replacer gives (strings and numbers, each once, in order). */
function propertyList(replacer: unknown[]): string[] {
  const list: string[] = [];
  const length = lengthOf(replacer);
  for (let index = 0; index < length; index++) {
    const item = replacer[index];
    let name: string | undefined;
    if (typeof item === 'string') name = item;
    else if (typeof item === 'number') name = String(item);
    else if (isObject(item) && (types.isStringObject(item) || types.isNumberObject(item))) name = String(item);
    if (name !== undefined && !list.includes(name)) list.push(name);
  }
  return list;
}

/** The spec's indentation: up to ten spaces, or the first ten characters of a string. */
function gapOf(space: unknown): string {
  if (isObject(space)) {
    if (types.isNumberObject(space)) space = Number(space);
    else if (types.isStringObject(space)) space = String(space);
  }
  if (typeof space === 'number') return ' '.repeat(Math.max(0, Math.min(10, Math.trunc(space) || 0)));
  if (typeof space === 'string') return space.slice(0, 10);
  return '';
}

export function stringify(value: unknown, replacer?: unknown, space?: unknown): string | undefined {
  const state: Serializer = { gap: '', indent: '', stack: [] };
  if (typeof replacer === 'function') state.replacer = replacer as AnyFunction;
  else if (isArray(replacer)) state.properties = propertyList(replacer);
  state.gap = gapOf(space);
  return property(state, '', { '': value });
}

const getPrototypeOf = Object.getPrototypeOf;
const ownDescriptor = Object.getOwnPropertyDescriptor;

/** Whether `value` holds the internal slot `check` tests for (it throws a TypeError on anything else). */
const branded = (value: object, check: AnyFunction): boolean => {
  try {
    apply(check, value, []);
    return true;
  } catch {
    return false;
  }
};

const intl = Intl as unknown as Record<string, { prototype: { resolvedOptions?: AnyFunction; toString: AnyFunction } }>;
/** The brand checks of what the language refuses to clone and util.types does not name. */
const REFUSED_BRANDS: AnyFunction[] = [
  WeakRef.prototype.deref as AnyFunction,
  ...[
    'Collator',
    'DateTimeFormat',
    'NumberFormat',
    'PluralRules',
    'RelativeTimeFormat',
    'ListFormat',
    'Segmenter',
    'DisplayNames',
  ]
    .filter((name) => typeof intl[name]?.prototype.resolvedOptions === 'function')
    .map((name) => intl[name]!.prototype.resolvedOptions!),
];

/** Kinds the language clones without looking inside (no nesting), or refuses to clone. */
const CLONED_AS_THEY_ARE: ((value: object) => boolean)[] = [
  types.isDate,
  types.isRegExp,
  types.isAnyArrayBuffer,
  types.isArrayBufferView,
  types.isBoxedPrimitive,
  types.isPromise,
  types.isGeneratorObject,
  types.isWeakMap,
  types.isWeakSet,
  types.isMapIterator,
  types.isSetIterator,
  types.isArgumentsObject,
  types.isModuleNamespaceObject,
  types.isExternal,
];

/** How the language clones `value` (an object, not a proxy): as it is (no nesting, or refused), an error, or plain. */
function cloneKind(value: object): 'as-is' | 'error' | 'plain' {
  if (isArray(value)) return 'plain';
  if (types.isNativeError(value)) return 'error';
  const asIs = CLONED_AS_THEY_ARE.some((test) => test(value));
  if (asIs) return 'as-is';
  const prototype = getPrototypeOf(value) as unknown;
  if (prototype === Object.prototype || prototype === null) return 'plain';
  return REFUSED_BRANDS.some((check) => branded(value, check)) ? 'as-is' : 'plain';
}

/** The plain parts of `value` copied (a counted level each), for the language's structuredClone to clone. */
function plainCopy(value: unknown, copies: Map<object, object>): unknown {
  if (!isObject(value) || typeof value === 'function' || types.isProxy(value)) return value;
  const known = copies.get(value);
  if (known) return known;
  if (types.isMap(value)) {
    const copy = new Map<unknown, unknown>();
    copies.set(value, copy);
    oneLevel('structuredClone', () => {
      for (const [key, entry] of Map.prototype.entries.call(value))
        copy.set(plainCopy(key, copies), plainCopy(entry, copies));
    });
    return copy;
  }
  if (types.isSet(value)) {
    const copy = new Set<unknown>();
    copies.set(value, copy);
    oneLevel('structuredClone', () => {
      for (const entry of Set.prototype.values.call(value)) copy.add(plainCopy(entry, copies));
    });
    return copy;
  }
  const kind = cloneKind(value);
  if (kind === 'as-is') return value;
  if (kind === 'error') return errorCopy(value as Error, copies);
  const copy = (isArray(value) ? new Array<unknown>(value.length) : {}) as Record<string, unknown>;
  copies.set(value, copy);
  oneLevel('structuredClone', () => {
    for (const key of keysOf(value))
      defineProperty(copy, key, {
        value: plainCopy((value as Record<string, unknown>)[key], copies),
        writable: true,
        enumerable: true,
        configurable: true,
      });
  });
  return copy;
}

/** An error the language clones as it would `error`: its kind, message, stack and cause (the cause copied). */
function errorCopy(error: Error, copies: Map<object, object>): Error {
  const copy = new Error();
  copies.set(error, copy);
  Object.setPrototypeOf(copy, getPrototypeOf(error) as object);
  for (const key of ['message', 'stack']) {
    const own = ownDescriptor(error, key);
    if (own && 'value' in own) defineProperty(copy, key, own);
    else Reflect.deleteProperty(copy, key);
  }
  const cause = ownDescriptor(error, 'cause');
  if (cause && 'value' in cause)
    oneLevel('structuredClone', () =>
      defineProperty(copy, 'cause', { ...cause, value: plainCopy(cause.value, copies) }),
    );
  return copy;
}

export function boundedClone(clone: AnyFunction): AnyFunction {
  return {
    structuredClone(value: unknown, ...options: unknown[]): unknown {
      return apply(clone, undefined, [plainCopy(value, new Map()), ...options]);
    },
  }.structuredClone;
}
