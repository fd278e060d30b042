// The student's tests are run on the reference and on buggy implementations, and must not be able to tell them apart
// by anything but behaviour. A buggy implementation is written as a subclass of the reference that overrides a
// method, so as written it differs in shape: one more prototype in its chain, fewer own members, the reference's
// own functions where it does not override. Here every class a subject module exports is shown the same way on
// every implementation, the reference included:
// - a class of its own whose prototype sits on the reference's prototype (so `instanceof` holds wherever the
//   reference's code checks it), and whose constructor runs the implementation's constructor;
// - on that prototype (and on the class, for static members) every member of the reference, each a fresh function
//   that calls the implementation's member: the overrides and the reference's own look alike;
// - `instanceof` accepts whatever the reference's class would.

type Class = (new (...args: unknown[]) => object) & { prototype: object };
type Callable = (...args: unknown[]) => unknown;

const nativeToString = Function.prototype.toString;

/** Whether `code` is a letter, digit or `_` (what `\w` matches in a regular expression). */
function isWordCharacter(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}

/**
 * Whether the source starts with `class` as a word. Read without a regular expression: its match would stay in
 * RegExp's legacy statics (`RegExp.input`, `RegExp.lastMatch`…), where the test file loading the subject reads it,
 * and the source of the implementation being run (a buggy one's `extends`) would tell them apart.
 */
function isClass(value: unknown): value is Class {
  if (typeof value !== 'function') return false;
  const source = nativeToString.call(value);
  return source.startsWith('class') && !isWordCharacter(source.charCodeAt(5));
}

/** Own members of `start` and of each object after it in its chain, down to (not including) `stop`; nearer ones win. */
function membersDownTo(start: object, stop: object | null): Map<PropertyKey, PropertyDescriptor> {
  const chain: object[] = [];
  for (
    let at: object | null = start;
    at && at !== stop && at !== Object.prototype && at !== Function.prototype;
    at = Object.getPrototypeOf(at) as object | null
  )
    chain.push(at);
  const members = new Map<PropertyKey, PropertyDescriptor>();
  for (const owner of chain.reverse())
    for (const key of Reflect.ownKeys(owner)) members.set(key, Object.getOwnPropertyDescriptor(owner, key)!);
  return members;
}

/** A fresh method (not a constructor, like a class's own) calling `target`, named and sized as `shape` is. */
function relay(target: Callable, shape: Callable | undefined, key: PropertyKey): Callable {
  const name = typeof key === 'symbol' ? `[${key.description ?? ''}]` : key;
  const method = {
    [name](this: unknown, ...args: unknown[]) {
      return Reflect.apply(target, this, args);
    },
  }[name]!;
  Object.defineProperty(method, 'length', { value: (shape ?? target).length });
  return method;
}

function relayed(
  descriptor: PropertyDescriptor,
  shape: PropertyDescriptor | undefined,
  key: PropertyKey,
): PropertyDescriptor {
  if (typeof descriptor.value === 'function')
    return { ...descriptor, value: relay(descriptor.value as Callable, shape?.value as Callable | undefined, key) };
  if ('value' in descriptor) return descriptor;
  return {
    ...descriptor,
    get: descriptor.get && relay(descriptor.get as Callable, shape?.get as Callable | undefined, key),
    set: descriptor.set && relay(descriptor.set as Callable, shape?.set as Callable | undefined, key),
  };
}

function copyMembers(
  into: object,
  members: Map<PropertyKey, PropertyDescriptor>,
  shapes: Map<PropertyKey, PropertyDescriptor>,
  skip: PropertyKey[],
): void {
  for (const [key, descriptor] of members)
    if (!skip.includes(key)) Object.defineProperty(into, key, relayed(descriptor, shapes.get(key), key));
}

/** The class shown for `impl` (the reference, or a class derived from it), shaped like `reference`. */
function uniformClass(impl: Class, reference: Class): Class {
  const base = Object.getPrototypeOf(reference.prototype) as object | null;
  const shown = function (this: unknown, ...args: unknown[]) {
    if (new.target === undefined)
      throw new TypeError(`Class constructor ${reference.name} cannot be invoked without 'new'`);
    return Reflect.construct(impl, args, new.target);
  } as unknown as Class;
  const prototype = Object.create(reference.prototype) as object;
  copyMembers(prototype, membersDownTo(impl.prototype, base), membersDownTo(reference.prototype, base), [
    'constructor',
  ]);
  Object.defineProperty(prototype, 'constructor', {
    value: shown,
    writable: true,
    enumerable: false,
    configurable: true,
  });
  Object.defineProperty(shown, 'prototype', {
    value: prototype,
    writable: false,
    enumerable: false,
    configurable: false,
  });
  const staticBase = Object.getPrototypeOf(reference) as object;
  Object.setPrototypeOf(shown, reference);
  copyMembers(shown, membersDownTo(impl, staticBase), membersDownTo(reference, staticBase), [
    'prototype',
    'length',
    'name',
    Symbol.hasInstance,
  ]);
  Object.defineProperty(shown, 'name', { value: reference.name });
  Object.defineProperty(shown, 'length', { value: reference.length });
  const isInstance = {
    [Symbol.hasInstance](value: unknown) {
      return (
        (typeof value === 'object' || typeof value === 'function') &&
        value !== null &&
        Object.prototype.isPrototypeOf.call(reference.prototype, value)
      );
    },
  }[Symbol.hasInstance];
  Object.defineProperty(shown, Symbol.hasInstance, {
    value: isInstance,
    writable: false,
    enumerable: false,
    configurable: false,
  });
  return shown;
}

/**
 * The exports a subject module shows: the reference module's names, in its order, each taken from the
 * implementation where it exports it; classes shown uniformly (see above).
 */
export function uniformExports(
  implementation: Record<string, unknown>,
  reference: Record<string, unknown>,
): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const name of Object.keys(reference)) {
    const ref = reference[name];
    const impl = name in implementation ? implementation[name] : ref;
    const value = isClass(ref) && isClass(impl) ? uniformClass(impl, ref) : impl;
    Object.defineProperty(shown, name, { value, enumerable: true });
  }
  return shown;
}
