// What graded code can get from the language and the host without naming it: the prototypes behind syntax
// (functions of every kind, generators, iterators), what built-ins return (Intl's segments, iterator helpers) and
// what host functions throw (a DOMException, Node's own errors). One sample of each, for the realm to freeze
// everything they reach (realm.ts): a fresh sample is thrown away, its prototypes are what every later one shares.

function thrown(thunk: () => unknown): unknown {
  try {
    return thunk();
  } catch (error) {
    return error;
  }
}

function syntax(): unknown[] {
  return [
    function sample() {},
    () => {},
    class Sample {},
    async function sample() {},
    (async () => {})(),
    function* sample() {},
    (function* sample() {})(),
    async function* sample() {},
    (async function* sample() {})(),
    (function (this: unknown) {
      'use strict';
      // The accessor strict functions' `arguments.callee` throws with (%ThrowTypeError%).
      return [arguments, Object.getOwnPropertyDescriptor(arguments, 'callee')?.get];
    })(),
    ((strings: TemplateStringsArray) => strings)`sample`,
  ];
}

function iterators(): unknown[] {
  const list: unknown[] = [
    [][Symbol.iterator](),
    new Map()[Symbol.iterator](),
    new Set()[Symbol.iterator](),
    ''[Symbol.iterator](),
    /a/g[Symbol.matchAll]('a'),
  ];
  const segments = new Intl.Segmenter().segment('a b');
  list.push(segments, segments[Symbol.iterator]());
  // Iterator helpers and Iterator.from, where the runtime has them.
  const iterator = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]())) as Record<string, unknown>;
  for (const helper of ['map', 'filter', 'take', 'drop', 'flatMap'])
    if (typeof iterator[helper] === 'function')
      list.push(thrown(() => (iterator[helper] as (f: unknown) => unknown).call([][Symbol.iterator](), () => [])));
  const from = (iterator.constructor as { from?: (source: unknown) => unknown } | undefined)?.from;
  if (typeof from === 'function') list.push(thrown(() => from({ next: () => ({ done: true }) })));
  return list;
}

/** What the host hands out or throws when graded code calls what it can name, or a runner's test context holds. */
export function hostSamples(): unknown[] {
  const controller = new AbortController();
  let event: unknown;
  controller.signal.addEventListener('abort', (happened) => (event = happened));
  controller.abort();
  return [
    new AbortController().signal,
    controller.signal.reason,
    event,
    thrown(() => structuredClone(() => {})),
    thrown(() => new TextDecoder('no such encoding')),
    thrown(() =>
      new (TextDecoder as new (label: string, options: object) => TextDecoder)('utf-8', { fatal: true }).decode(
        new Uint8Array([255]),
      ),
    ),
    thrown(() => (structuredClone as (...args: unknown[]) => unknown)()),
    new TextEncoder(),
    new TextDecoder(),
    new WeakRef({}),
    Promise.resolve(),
  ];
}

export function languageSamples(): unknown[] {
  return [...syntax(), ...iterators()];
}
