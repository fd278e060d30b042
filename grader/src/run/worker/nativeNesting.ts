// How deeply the language's own functions nest now, when they recurse without any graded frame in between: an array
// in an array turned to text (`join` calls `toString` of each element, which is `join` again), JSON, a structured
// clone, `flat`, a chain of proxies or of bound functions. Each level takes a native frame, and how many fit depends
// on the graded frames below, whose size follows the JIT: a test that nested such a call until V8's
// `RangeError: Maximum call stack size exceeded` and branched on the depth it reached would get a different verdict
// from one grade to the next. So each of them counts its levels here and fails at a fixed depth first, as graded
// calls do (callDepth.ts): graded frames fill at most half the stack, these levels at most two fifths.
import { stackKb } from './stackSize.ts';

// Bytes one level may take: the most stack-hungry native level measured on Node 20 took 1.1 KB (an error's
// `toString` reading the next), and a level of ours adds a few frames of the kit's own code.
const LEVEL_BYTES = 4096;
/** Far past what honest code nests (a card game nests its data a few levels), and never more than fits. */
const MOST_LEVELS = 1000;

function levelsFor(stackKb: number): number {
  return Math.max(64, Math.min(MOST_LEVELS, Math.floor((stackKb * 1024 * 2) / 5 / LEVEL_BYTES)));
}

export const nativeNesting = { n: 0, most: levelsFor(stackKb()) };

/**
 * Enters one level of `what` (for the message), or part of one (`weight`: a matcher's level, matcherLevels.ts): past
 * the fixed depth, a RangeError that says so.
 */
export function enterLevel(what: string, weight = 1): void {
  nativeNesting.n += weight;
  if (nativeNesting.n > nativeNesting.most) {
    nativeNesting.n -= weight;
    throw new RangeError(
      `Maximum call stack size exceeded: more than ${Math.floor(nativeNesting.most / weight)} nested levels of ${what} (is a structure nested in itself, or a chain that never ends?)`,
    );
  }
}

export function leaveLevel(weight = 1): void {
  nativeNesting.n -= weight;
}

/** Runs `body` one level deeper. */
export function oneLevel<T>(what: string, body: () => T): T {
  enterLevel(what);
  try {
    return body();
  } finally {
    leaveLevel();
  }
}

/** At the start of each test or command, with the call depth. */
export function resetNativeNesting(): void {
  nativeNesting.n = 0;
}
