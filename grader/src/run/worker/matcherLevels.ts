// The matchers' own recursion, counted as the language's own nested functions are (nativeNesting.ts). vitest's and
// chai's equality recurse over what they compare, a few frames of the kit's code per level that no count of graded
// calls sees; and graded code runs inside that recursion (a getter, an iterator), so a value can be shallow when the
// kit walks it first (comparedValues.ts) and deep when the matcher reads it. A test that read how deep the matcher
// got before V8's stack overflowed would get a reading that follows the JIT. The bundled matcher libraries are edited
// (kit/countedMatchers.ts) to call these at each level of their recursion: past a fixed depth, the kit's RangeError.
import { enterLevel, leaveLevel } from './nativeNesting.ts';

/**
 * Levels of a matcher's recursion per level of the language's own functions: a level of theirs takes up to 1 KB of
 * stack (about 200 bytes for a plain object, more through an iterable or an error's cause), a native level is given
 * 4 KB; a quarter is exact in floating point, so the count always comes back to where it was.
 */
export const MATCHER_LEVELS_PER_LEVEL = 4;
const WEIGHT = 1 / MATCHER_LEVELS_PER_LEVEL;
const WHAT = 'a value compared by a matcher';

/** One level deeper into the values a matcher compares. */
export function enterCompared(): void {
  enterLevel(WHAT, WEIGHT);
}

export function leaveCompared(): void {
  leaveLevel(WEIGHT);
}

/** `compare`, counted as one level of a matcher's recursion. */
export function countedCompare<A extends unknown[], R>(compare: (...args: A) => R): (...args: A) => R {
  return (...args) => {
    enterCompared();
    try {
      return compare(...args);
    } finally {
      leaveCompared();
    }
  };
}
