// What the equality matchers may be handed (expectation.ts): plain values, walked here before the matcher sees them.
// - Not a Proxy, and nothing that pretends to be a matcher: graded code could otherwise hand back an object with an
//   `asymmetricMatch` method (the matcher library asks it whether it equals the expected value) or a Proxy that lies
//   about its keys and prototype, and pass any `toEqual`.
// - Not nested past the fixed depth of the language's own nested functions (nativeNesting.ts): the matchers recurse
//   over the values, a few frames of the kit's code per level that no count sees, and how deep they got before V8's
//   stack overflowed followed the JIT (a test that read it with `toMatchObject` passed on one grade in eight).
import { types } from 'node:util';
import { nativeNesting } from './nativeNesting.ts';
import { MATCHER_LEVELS_PER_LEVEL } from './matcherLevels.ts';

/** A check of the values one matcher compares; `isGenuine` tells the library's own asymmetric matchers. */
export function comparedValuesCheck(isGenuine: (value: object) => boolean): (value: unknown) => void {
  return (value) => {
    const most = (nativeNesting.most - nativeNesting.n) * MATCHER_LEVELS_PER_LEVEL;
    const seen = new Set<unknown>();
    // Depth first, each object with its depth (the root is 1), the first time it is met.
    const pending: [unknown, number][] = [[value, 1]];
    const visit = (item: unknown, depth: number) => {
      if (item !== null && (typeof item === 'object' || typeof item === 'function') && !seen.has(item))
        pending.push([item, depth]);
    };
    while (pending.length > 0) {
      const [item, depth] = pending.pop()!;
      if (seen.has(item)) continue;
      seen.add(item);
      if (types.isProxy(item)) throw new Error('the value under test is a Proxy: the tests compare plain values');
      if ('asymmetricMatch' in (item as object) && !isGenuine(item as object))
        throw new Error('the value under test pretends to be a matcher (it has an asymmetricMatch method)');
      if (depth > most)
        throw new RangeError(
          `Maximum call stack size exceeded: a value nested more than ${most} levels deep given to a matcher (the tests compare values a few levels deep)`,
        );
      if (item instanceof Map) for (const [key, entry] of item) (visit(key, depth + 1), visit(entry, depth + 1));
      else if (item instanceof Set) for (const entry of item) visit(entry, depth + 1);
      else if (Array.isArray(item)) for (let index = 0; index < item.length; index++) visit(item[index], depth + 1);
      else if (typeof item === 'object')
        for (const key of Object.keys(item as object)) visit((item as Record<string, unknown>)[key], depth + 1);
    }
  };
}
