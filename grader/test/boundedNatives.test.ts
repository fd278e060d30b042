import { beforeAll, describe, expect, it } from 'vitest';
import { ARGUMENTS_AT_ONCE, boundRecursiveNatives } from '../src/run/worker/boundedNatives.ts';
import { boundChains } from '../src/run/worker/boundedChains.ts';
import { boundedClone, stringify } from '../src/run/worker/boundedData.ts';
import { nativeNesting, resetNativeNesting } from '../src/run/worker/nativeNesting.ts';
import { comparedValuesCheck } from '../src/run/worker/comparedValues.ts';
import { MATCHER_LEVELS_PER_LEVEL } from '../src/run/worker/matcherLevels.ts';

// The language's own functions, taken before the worker's versions replace them in this process (as realm.ts does in
// a worker): each bounded one must give what the language gives, and fail at the fixed depth where it would recurse.
const native = {
  stringify: JSON.stringify,
  parse: JSON.parse,
  clone: structuredClone,
  flat: Array.prototype.flat,
  join: Array.prototype.join,
  proxy: Proxy,
};
const clone = boundedClone(structuredClone as never) as typeof structuredClone;
let CountedProxy: ProxyConstructor;

beforeAll(() => {
  boundRecursiveNatives();
  CountedProxy = boundChains() as ProxyConstructor;
});

const nestedArrays = (n: number): unknown[] => {
  let a: unknown[] = [];
  for (let i = 0; i < n; i++) a = [a];
  return a;
};
const nestedObjects = (n: number): object => {
  let a: object = {};
  for (let i = 0; i < n; i++) a = { a };
  return a;
};
const OURS = /^Maximum call stack size exceeded: (more than \d+ nested levels|a chain of more than|a call with)/;

/** What `run` gives, or the class and message of what it throws. */
function outcome(run: () => unknown): unknown {
  try {
    return { value: run() };
  } catch (error) {
    return { thrown: (error as Error).constructor.name, message: (error as Error).message };
  }
}

describe('JSON.stringify, counted', () => {
  const dated = new Date(0);
  const values: unknown[] = [
    null,
    0,
    -0,
    NaN,
    'a"b\n\u2028',
    true,
    undefined,
    () => 1,
    Symbol('s'),
    [1, undefined, () => 1, Symbol('t'), [2, [3]], , 4],
    { b: 1, a: [{ c: undefined, d: null }], 2: 'two', 1: 'one', f: () => 1 },
    { toJSON: (key: string) => `json of ${key}` },
    { nested: { toJSON: () => ({ deeper: [dated] }) } },
    [new Number(3), new String('s'), new Boolean(false)],
    Object.create({ inherited: 1 }, { own: { value: 2, enumerable: true }, hidden: { value: 3 } }),
  ];
  const replacers: unknown[] = [
    undefined,
    null,
    function (this: unknown, key: string, value: unknown) {
      return typeof value === 'number' ? value * 2 : key === 'a' ? undefined : value;
    },
    ['b', 'a', 1, 'b', new String('f'), {}, 2],
    [],
  ];
  const spaces: unknown[] = [undefined, 2, 20, -1, '--', 'abcdefghijklmn', new Number(3), new String('\t'), {}];

  it('gives what the language gives for every value, replacer and indentation', () => {
    for (const value of values)
      for (const replacer of replacers)
        for (const space of spaces)
          expect(
            outcome(() => stringify(value, replacer, space)),
            String(native.stringify([replacer, space])),
          ).toEqual(outcome(() => native.stringify(value, replacer as never, space as never)));
  });

  it('refuses what the language refuses, with its errors', () => {
    const circular: Record<string, unknown> = {};
    circular.self = { back: circular };
    expect(outcome(() => stringify(circular))).toMatchObject({ thrown: 'TypeError', message: /circular structure/ });
    expect(outcome(() => stringify({ big: 1n }))).toEqual(outcome(() => native.stringify({ big: 1n })));
  });

  it('calls a replacer with the holder and the keys in the language’s order', () => {
    const seen = (run: (value: unknown, replacer: (this: unknown, k: string, v: unknown) => unknown) => unknown) => {
      const calls: string[] = [];
      run({ x: [1, { y: 2 }], z: 3 }, function (this: unknown, key, value) {
        calls.push(`${key}:${Array.isArray(this) ? 'array' : typeof this}`);
        return value;
      });
      return calls;
    };
    expect(seen((v, r) => stringify(v, r))).toEqual(seen((v, r) => native.stringify(v, r as never)));
  });

  it('fails at the fixed depth, with the kit’s message, past it', () => {
    resetNativeNesting();
    expect(stringify(nestedObjects(nativeNesting.most - 1))).toBe(
      native.stringify(nestedObjects(nativeNesting.most - 1)),
    );
    expect(outcome(() => stringify(nestedObjects(nativeNesting.most)))).toMatchObject({
      thrown: 'RangeError',
      message: OURS,
    });
    expect(nativeNesting.n).toBe(0);
  });
});

describe('structuredClone, counted', () => {
  it('clones as the language does: kinds, holes, shared and circular parts, errors and their causes', () => {
    const buffer = new ArrayBuffer(8);
    const shared = { s: 1 };
    const holey: unknown[] = [1, , 3];
    (holey as unknown as Record<string, unknown>).extra = 'x';
    const graph: Record<string, unknown> = {
      n: 1,
      list: holey,
      map: new Map<unknown, unknown>([[shared, new Set([shared, 'v'])]]),
      date: new Date(5),
      pattern: /a+/gi,
      views: [new Uint8Array(buffer), new DataView(buffer, 2)],
      boxed: [new Number(1), new String('s')],
      error: new RangeError('bad', { cause: { why: [shared] } }),
      instance: new (class Point {
        x = 1;
        y = { z: 2 };
      })(),
      shared,
    };
    graph.self = graph;
    const ours = clone(graph) as Record<string, unknown>;
    const theirs = native.clone(graph) as Record<string, unknown>;
    expect(ours).toEqual(theirs);
    expect(ours.self).toBe(ours);
    expect((ours.map as Map<unknown, unknown>).keys().next().value).toBe(ours.shared);
    const [bytes, view] = ours.views as [Uint8Array, DataView];
    expect(bytes.buffer).toBe(view.buffer);
    expect(Object.getPrototypeOf(ours.instance)).toBe(Object.prototype);
    expect(ours.error).toBeInstanceOf(RangeError);
    expect(((ours.error as Error).cause as { why: unknown[] }).why[0]).toBe(ours.shared);
    expect(1 in (ours.list as unknown[])).toBe(false);
  });

  it('calls each getter once, in the language’s order, and refuses what it refuses', () => {
    const order = (run: (value: unknown) => unknown) => {
      const calls: string[] = [];
      const value = {
        get a() {
          calls.push('a');
          return {
            get b() {
              calls.push('b');
              return 1;
            },
          };
        },
        get c() {
          calls.push('c');
          return 2;
        },
      };
      run(value);
      return calls;
    };
    expect(order(clone)).toEqual(order(native.clone));
    for (const refused of [() => 1, new WeakRef({}), Promise.resolve(), new WeakMap(), new native.proxy({}, {})])
      expect(outcome(() => clone({ refused }))).toEqual(outcome(() => native.clone({ refused })));
  });

  it('fails at the fixed depth, with the kit’s message, past it', () => {
    resetNativeNesting();
    expect(outcome(() => clone(nestedObjects(nativeNesting.most)))).toMatchObject({
      thrown: 'RangeError',
      message: OURS,
    });
    const cause = (n: number) => {
      let error = new Error('end');
      for (let i = 0; i < n; i++) error = new Error(`at ${i}`, { cause: error });
      return error;
    };
    expect(outcome(() => clone(cause(nativeNesting.most)))).toMatchObject({ thrown: 'RangeError', message: OURS });
    expect(nativeNesting.n).toBe(0);
  });
});

describe('the language’s functions that recurse, counted where they are', () => {
  it('flat gives what the language gives, at any depth asked', () => {
    class Cards extends Array {}
    const sources: unknown[] = [[1, [2, [3, [4, [5]]]], , 6], Cards.from([[1], [[2]]]), { length: 2, 0: [1], 1: 2 }];
    for (const source of sources)
      for (const depth of [undefined, 0, 1, 2, 100, Infinity, -1, '2']) {
        const ours = (Array.prototype.flat as (d?: unknown) => unknown[]).call(source, depth);
        const theirs = (native.flat as (d?: unknown) => unknown[]).call(source, depth);
        expect(ours, String(depth)).toEqual(theirs);
        expect(Object.getPrototypeOf(ours)).toBe(Object.getPrototypeOf(theirs));
      }
    resetNativeNesting();
    expect(outcome(() => nestedArrays(nativeNesting.most).flat(Infinity))).toMatchObject({ message: OURS });
  });

  it('JSON.parse with a reviver gives what the language gives; without one, it is the language’s', () => {
    const text = '{"a":[1,{"b":2,"c":[3]}],"d":{"e":null},"f":"x"}';
    const revivers = [
      (key: string, value: unknown) => (typeof value === 'number' ? value + 1 : value),
      (key: string, value: unknown) => (key === 'b' || key === '0' ? undefined : value),
      function (this: Record<string, unknown>, key: string, value: unknown) {
        if (key === 'a') this.d = { replaced: true };
        return value;
      },
    ];
    for (const reviver of revivers) expect(JSON.parse(text, reviver)).toEqual(native.parse(text, reviver));
    const order = (parse: typeof JSON.parse) => {
      const keys: string[] = [];
      parse(text, (key, value: unknown) => (keys.push(key), value));
      return keys;
    };
    expect(order(JSON.parse)).toEqual(order(native.parse));
    resetNativeNesting();
    const deep = '['.repeat(nativeNesting.most + 1) + ']'.repeat(nativeNesting.most + 1);
    expect(outcome(() => JSON.parse(deep, (_key, value: unknown) => value))).toMatchObject({ message: OURS });
    expect(JSON.parse(deep)).toEqual(native.parse(deep));
  });

  it('an array in an array as text, and an error reading the next, fail at the fixed depth', () => {
    expect(String([1, [2, [3, 'x']], null])).toBe(native.join.call([1, [2, [3, 'x']], null], ','));
    expect([3, 1, 2].sort()).toEqual([1, 2, 3]);
    resetNativeNesting();
    expect(outcome(() => String(nestedArrays(nativeNesting.most)))).toMatchObject({ message: OURS });
    const chain = (n: number) => {
      let o: Record<string, unknown> = { name: 'x', message: 'y' };
      for (let i = 0; i < n; i++) {
        const next: Record<string, unknown> = { name: o, message: '' };
        o.toString = Error.prototype.toString;
        next.toString = Error.prototype.toString;
        o = next;
      }
      return o;
    };
    expect(String(chain(3))).toBe('x: y');
    expect(outcome(() => String(chain(nativeNesting.most)))).toMatchObject({ message: OURS });
    expect(nativeNesting.n).toBe(0);
  });

  it('a call from an array takes at most the arguments allowed', () => {
    const count = (...args: unknown[]) => args.length;
    const many = new Array(ARGUMENTS_AT_ONCE).fill(0);
    expect(count.apply(null, many)).toBe(ARGUMENTS_AT_ONCE);
    expect(Reflect.apply(count, null, [1, 2])).toBe(2);
    expect(Reflect.construct(Array, [3]).length).toBe(3);
    for (const call of [
      () => count.apply(null, [...many, 1]),
      () => Reflect.apply(count, null, [...many, 1]),
      () => Reflect.construct(Array, [...many, 1]),
    ])
      expect(outcome(call)).toMatchObject({ thrown: 'RangeError', message: OURS });
  });
});

describe('proxies and bound functions, counted', () => {
  it('a proxy graded code makes behaves as the language’s, traps, defaults and revocation alike', () => {
    const target = { a: 1, nested: { b: 2 } };
    const log: string[] = [];
    const proxy = new CountedProxy(target, {
      get(t, key, receiver) {
        log.push(String(key));
        return Reflect.get(t, key, receiver);
      },
    });
    expect([proxy.a, 'a' in proxy, Object.keys(proxy)]).toEqual([1, true, ['a', 'nested']]);
    (proxy as { c?: number }).c = 3;
    expect([target, log]).toEqual([{ a: 1, nested: { b: 2 }, c: 3 }, ['a']]);
    const { proxy: revocable, revoke } = Proxy.revocable({ x: 1 }, {});
    expect(revocable.x).toBe(1);
    revoke();
    expect(outcome(() => revocable.x)).toMatchObject({ thrown: 'TypeError' });
    expect(outcome(() => (CountedProxy as unknown as () => unknown)())).toMatchObject({ thrown: 'TypeError' });
  });

  it('a chain of proxies, or of objects and proxies down a prototype chain, fails at the fixed depth', () => {
    resetNativeNesting();
    const chain = () => {
      let p: object = {};
      for (let i = 0; i <= nativeNesting.most; i++) p = new CountedProxy(p, {});
      return p;
    };
    expect(outcome(chain)).toMatchObject({ thrown: 'RangeError', message: OURS });
    let down: object = {};
    for (let i = 0; i < nativeNesting.most * 2; i++) down = Object.create(new CountedProxy(down, {}));
    expect(outcome(() => (down as { missing?: unknown }).missing)).toMatchObject({
      thrown: 'RangeError',
      message: OURS,
    });
    expect(nativeNesting.n).toBe(0);
  });

  it('bound functions call, construct, name themselves and answer instanceof as the language’s', () => {
    class Card {
      constructor(readonly rank: string) {}
    }
    const BoundCard = Card.bind(null, 'ace');
    const BoundTwice = BoundCard.bind(null);
    const card = new BoundTwice();
    expect([card.rank, card instanceof Card, card instanceof BoundTwice, BoundTwice.name]).toEqual([
      'ace',
      true,
      true,
      'bound bound Card',
    ]);
    const max = Math.max.bind(null, 5);
    const maxTwice = max.bind(null, 7);
    expect([max(1), maxTwice(9), maxTwice.name, maxTwice.length]).toEqual([5, 9, 'bound bound max', 0]);
    resetNativeNesting();
    let f = function () {
      return 1;
    };
    expect(
      outcome(() => {
        for (let i = 0; i <= nativeNesting.most; i++) f = f.bind(null);
      }),
    ).toMatchObject({ thrown: 'RangeError', message: OURS });
    expect(outcome(() => count.bind(null, ...new Array(ARGUMENTS_AT_ONCE + 1).fill(0)))).toMatchObject({
      message: OURS,
    });
  });
});

function count(...args: unknown[]): number {
  return args.length;
}

describe('what the equality matchers are handed', () => {
  const check = comparedValuesCheck(() => false);

  it('plain values a few levels deep pass; a proxy, a pretended matcher and a value nested past the depth do not', () => {
    resetNativeNesting();
    const hand = { cards: [{ rank: 'ace', suit: 'spades' }], seen: new Map([['ace', new Set([1])]]) };
    expect(() => check(hand)).not.toThrow();
    const most = nativeNesting.most * MATCHER_LEVELS_PER_LEVEL;
    expect(() => check(nestedObjects(most - 1))).not.toThrow();
    expect(() => check({ inner: new native.proxy({}, {}) })).toThrow(/is a Proxy/);
    expect(() => check([{ asymmetricMatch: () => true }])).toThrow(/pretends to be a matcher/);
    for (const deep of [nestedObjects(most), nestedArrays(most)])
      expect(() => check(deep)).toThrow(/^Maximum call stack size exceeded: a value nested more than \d+ levels/);
    let inMaps: unknown = 1;
    // A map and a set a step: two levels each.
    for (let i = 0; i <= most / 2; i++) inMaps = new Map([[i, new Set([inMaps])]]);
    expect(() => check(inMaps)).toThrow(RangeError);
  });

  it('counts the levels the language’s own functions already stand on', () => {
    resetNativeNesting();
    nativeNesting.n = nativeNesting.most - 1;
    expect(() => check(nestedObjects(MATCHER_LEVELS_PER_LEVEL + 1))).toThrow(RangeError);
    resetNativeNesting();
    expect(() => check(nestedObjects(10))).not.toThrow();
  });
});
