// Graded code in a worker whose built-ins were given a newer Node's members and globals before it started
// (plantNewerLanguage.ts): it must see Node 20's language, and what the realm replaced must still work.
// newerLanguage.test.ts runs it as a student's test file.
import { expect, it } from 'vitest';

declare const Iterator: unknown;
declare const PlantedHostGlobal: unknown;

const iteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([].values())) as object;
const typedArrayPrototype = Object.getPrototypeOf(Uint8Array.prototype) as object;

it('sees no member a newer Node adds to a built-in', () => {
  const seen = [
    ['Set.prototype.plantedUnion', 'plantedUnion' in Set.prototype],
    ['Set.prototype[Symbol.asyncIterator]', Symbol.asyncIterator in Set.prototype],
    ['Math.plantedRound', 'plantedRound' in Math],
    ['Promise.plantedTry', 'plantedTry' in Promise],
    ['%IteratorPrototype%.plantedMap', 'plantedMap' in iteratorPrototype],
    ['%TypedArray%.prototype.plantedToBase64', 'plantedToBase64' in typedArrayPrototype],
    ['Set.prototype.isSubsetOf', 'isSubsetOf' in Set.prototype],
    ['Object.groupBy', 'groupBy' in Object],
  ].filter(([, present]) => present);
  expect(seen).toEqual([]);
  expect(Object.getOwnPropertyNames(iteratorPrototype)).toEqual([]);
});

it('sees no global a newer Node adds', () => {
  expect(() => Iterator).toThrow(ReferenceError);
  expect(() => PlantedHostGlobal).toThrow(ReferenceError);
  expect(typeof Iterator).toBe('undefined');
});

it('keeps what the realm replaced working', () => {
  expect([1, [2, [3, [4]]]].flat(Infinity)).toEqual([1, 2, 3, 4]);
  expect(JSON.parse('{"a":[1]}', (_key, value: unknown) => value)).toEqual({ a: [1] });
  expect(JSON.stringify({ a: [1, 'b'] })).toBe('{"a":[1,"b"]}');
  expect([3, 1, 2].sort().join('-')).toBe('1-2-3');
  expect(Math.max.apply(null, [1, 5, 2])).toBe(5);
  expect(Reflect.construct(Date, [0]).getTime()).toBe(0);
  expect(structuredClone({ a: new Set([1]) })).toEqual({ a: new Set([1]) });
  expect([...new Set([1, 2]).values()].map((n) => n * 2)).toEqual([2, 4]);
});
