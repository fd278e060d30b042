// The language's functions that recurse natively, each made to count its levels (nativeNesting.ts) before the realm
// is frozen (realm.ts). Two ways they recurse without a graded frame in between, and so without graded code's own
// count (callDepth.ts) seeing it:
// - one call walking nested data: `flat` and a reviver's walk in `JSON.parse` (here), JSON.stringify and
//   structuredClone (boundedData.ts);
// - a chain of the language's own functions calling each other: `join` calls the `toString` of each element, which
//   may be `join` again on the next (and `sort`, `toLocaleString`, an error's or a regular expression's `toString`
//   read the next object the same way); a proxy forwards to its target, which may be a proxy; a bound function
//   calls its target with fixed arguments, so any of the language's functions bound to the next object is a link.
//   Each link here counts a level; proxies and bound functions are counted in boundedChains.ts.
// And one way they take stack without recursing: the arguments of a call made from an array (`apply`, spread),
// each a slot; at most ARGUMENTS_AT_ONCE of them.
import { enterLevel, leaveLevel, oneLevel } from './nativeNesting.ts';

type AnyFunction = (this: unknown, ...args: unknown[]) => unknown;

/** More arguments than one call may take from an array (JavaScriptCore's own limit; V8's depends on the stack). */
export const ARGUMENTS_AT_ONCE = 65_536;

const apply = Reflect.apply;
const construct = Reflect.construct;
const ownDescriptor = Object.getOwnPropertyDescriptor;
const defineProperty = Object.defineProperty;

/** `original`, counting a level of `what` around each call; a method (no `prototype`, not a constructor) like it. */
function counted(original: AnyFunction, what: string): AnyFunction {
  const wrapper = {
    [original.name](this: unknown, ...args: unknown[]): unknown {
      enterLevel(what);
      try {
        return apply(original, this, args);
      } finally {
        leaveLevel();
      }
    },
  }[original.name]!;
  defineProperty(wrapper, 'length', { value: original.length });
  return wrapper;
}

/**
 * The functions replaced here: still reachable where code took them before (the assertion library keeps `apply` and
 * `call` on its chainable methods), so they are frozen with the rest of the realm.
 */
const originals: object[] = [];

export function replacedOriginals(): object[] {
  return [...originals];
}

/** Puts `make(original)` in place of the method `key` of `owner`, as it was (not enumerable, writable). */
export function replaceMethod(owner: object, key: string, make: (original: AnyFunction) => AnyFunction): void {
  const descriptor = ownDescriptor(owner, key);
  if (!descriptor || typeof descriptor.value !== 'function') return;
  originals.push(descriptor.value as AnyFunction);
  defineProperty(owner, key, { ...descriptor, value: make(descriptor.value as AnyFunction) });
}

/** A RangeError for a call from an array of more arguments than ARGUMENTS_AT_ONCE. */
export function checkArgumentCount(count: number): void {
  if (count > ARGUMENTS_AT_ONCE)
    throw new RangeError(
      `Maximum call stack size exceeded: a call with ${count} arguments (the grader allows ${ARGUMENTS_AT_ONCE}; pass an array instead)`,
    );
}

/** The length of an array-like as `apply` reads it (CreateListFromArrayLike), or 0 for null and undefined. */
function argumentCount(list: unknown): number {
  if (list === null || list === undefined || typeof list !== 'object') return 0;
  const length = Number((list as { length?: unknown }).length);
  return Number.isFinite(length) ? Math.max(0, Math.floor(length)) : 0;
}

function boundApplies(): void {
  replaceMethod(Function.prototype, 'apply', (original) => {
    const wrapper = {
      apply(this: unknown, self: unknown, list: unknown): unknown {
        checkArgumentCount(argumentCount(list));
        return apply(original, this, [self, list]);
      },
    }.apply;
    defineProperty(wrapper, 'length', { value: original.length });
    return wrapper as AnyFunction;
  });
  replaceMethod(Reflect, 'apply', (original) => {
    const wrapper = {
      apply(target: unknown, self: unknown, list: unknown): unknown {
        checkArgumentCount(argumentCount(list));
        return apply(original, undefined, [target, self, list]);
      },
    }.apply;
    return wrapper as AnyFunction;
  });
  replaceMethod(Reflect, 'construct', (original) => {
    const wrapper = {
      construct(target: unknown, list: unknown, ...newTarget: unknown[]): unknown {
        checkArgumentCount(argumentCount(list));
        return apply(original, undefined, [target, list, ...newTarget]);
      },
    }.construct;
    defineProperty(wrapper, 'length', { value: 2 });
    return wrapper as AnyFunction;
  });
}

/** The chain links: each call of one of these is a level. */
function countLinks(): void {
  const array = Array.prototype as unknown as Record<string, unknown>;
  for (const key of ['join', 'toString', 'toLocaleString', 'sort', 'toSorted'])
    if (typeof array[key] === 'function') replaceMethod(array, key, (original) => counted(original, 'array functions'));
  replaceMethod(Error.prototype, 'toString', (original) => counted(original, 'error functions'));
  replaceMethod(RegExp.prototype, 'toString', (original) => counted(original, 'regular expression functions'));
}

const isArray = Array.isArray;

const isConstructor = (value: unknown): boolean => {
  if (typeof value !== 'function') return false;
  try {
    construct(String, [], value as AnyFunction);
    return true;
  } catch {
    return false;
  }
};

/** An array to flatten into, as the language's `flat` makes it (ArraySpeciesCreate with length 0). */
function speciesCreate(source: object): unknown[] {
  if (!isArray(source)) return [];
  let species = (source as { constructor?: unknown }).constructor;
  if (species !== null && (typeof species === 'object' || typeof species === 'function')) {
    species = (species as { [Symbol.species]?: unknown })[Symbol.species];
    if (species === null) species = undefined;
  }
  if (species === undefined) return [];
  if (!isConstructor(species)) throw new TypeError('object.constructor[Symbol.species] is not a constructor');
  return construct(species as AnyFunction, [0]) as unknown[];
}

/** The length of an array-like, as the language reads it (LengthOfArrayLike). */
export const lengthOf = (value: object): number =>
  Math.min(Math.max(0, Math.floor(Number((value as { length?: unknown }).length)) || 0), Number.MAX_SAFE_INTEGER);

/** `flat` past the depth still free: the spec's FlattenIntoArray, a counted level per array it goes into. */
function flattenInto(target: unknown[], source: object, length: number, depth: number, at: number): number {
  for (let index = 0; index < length; index++) {
    if (!(index in source)) continue;
    const element = (source as unknown[])[index];
    if (depth > 0 && isArray(element))
      at = oneLevel('flat', () => flattenInto(target, element, lengthOf(element), depth - 1, at));
    else {
      defineProperty(target, at, { value: element, writable: true, enumerable: true, configurable: true });
      at++;
    }
  }
  return at;
}

/** Up to this depth `flat` is the language's own (its recursion bounded by the depth asked); deeper, ours. */
const NATIVE_FLAT_DEPTH = 64;

function boundFlat(): void {
  replaceMethod(Array.prototype, 'flat', (original) => {
    const wrapper = {
      flat(this: unknown, depth?: unknown): unknown {
        if (this === null || this === undefined)
          throw new TypeError('Array.prototype.flat called on null or undefined');
        const source = Object(this) as object;
        // The spec's order: the length, then the depth, then the new array.
        const length = lengthOf(source);
        const levels = depth === undefined ? 1 : Math.trunc(Number(depth)) || 0;
        if (levels <= NATIVE_FLAT_DEPTH) return oneLevel('flat', () => apply(original, source, [levels]));
        const target = speciesCreate(source);
        oneLevel('flat', () => flattenInto(target, source, length, levels, 0));
        return target;
      },
    }.flat;
    return wrapper as AnyFunction;
  });
}

/** The reviver's walk of `JSON.parse` (the spec's InternalizeJSONProperty), a counted level per object it enters. */
function internalize(holder: Record<string, unknown>, name: string, reviver: AnyFunction): unknown {
  return oneLevel('JSON.parse', () => {
    const value = holder[name];
    if (value !== null && typeof value === 'object') {
      const keys = isArray(value) ? Array.from({ length: lengthOf(value) }, (_, k) => String(k)) : Object.keys(value);
      for (const key of keys) {
        const revived = internalize(value as Record<string, unknown>, key, reviver);
        if (revived === undefined) Reflect.deleteProperty(value, key);
        else
          Reflect.defineProperty(value, key, { value: revived, writable: true, enumerable: true, configurable: true });
      }
    }
    return apply(reviver, holder, [name, value]);
  });
}

function boundParse(): void {
  replaceMethod(JSON, 'parse', (original) => {
    const wrapper = {
      parse(text: unknown, reviver?: unknown): unknown {
        // Without a reviver the language's parser does not recurse.
        const parsed = apply(original, JSON, [text]);
        if (typeof reviver !== 'function') return parsed;
        return internalize({ '': parsed }, '', reviver as AnyFunction);
      },
    }.parse;
    return wrapper as AnyFunction;
  });
}

export function boundRecursiveNatives(): void {
  countLinks();
  boundApplies();
  boundFlat();
  boundParse();
}
