// How deeply graded code's own calls nest now. How deep code can recurse before V8 throws `RangeError: Maximum call
// stack size exceeded` depends on how far the JIT compiled the functions on the stack (an interpreted frame is
// larger than an optimised one), which carries over between runs in one worker and depends on background
// compilation: a test that recurses until the overflow and branches on the depth it reached would get a different
// verdict from one grade to the next. So every function body of graded code counts itself in and out here
// (callCounting.ts), and graded recursion fails at a fixed count, MAX_NESTED_CALLS, whatever the JIT did.
//
// A call counts one, and more for a large frame (frameSlots.ts): its slots ÷ `slotsPerCall`, rounded up, set from
// the worker's stack so that MAX_NESTED_CALLS of the largest frames that count one each fill at most half of it.
// Then no recursion of graded code reaches V8's own limit, whatever its frames hold.
import { MAX_NESTED_CALLS } from '../protocol.ts';
import { stackKb } from './stackSize.ts';
import { checkArgumentCount } from './boundedNatives.ts';

/** Where a suspended body (an async function at `await`, a generator at `yield`) stands in the count. */
export interface Held {
  /** What the body counts while it runs. */
  readonly weight: number;
  /** Whether the body is counted now (false while it is suspended). */
  counted: boolean;
  /** The test (or command) it was counted in: a count from an earlier one is not given back in this one. */
  epoch: number;
}

const SLOT_BYTES = 8;
// An interpreted frame's fixed part (return address, frame pointer, context, function, bytecode offset…), in slots.
const FRAME_HEADER_SLOTS = 10;

/** The slots a call may hold and still count one, on a stack of `stackKb` (V8's limit; its default is 984 KB). */
function slotsPerCallFor(stackKb: number): number {
  const halfInSlots = (stackKb * 1024) / 2 / SLOT_BYTES;
  return Math.max(16, Math.floor(halfInSlots / MAX_NESTED_CALLS) - FRAME_HEADER_SLOTS);
}

const isArray = Array.isArray;
const arrayValues = Array.prototype[Symbol.iterator];

const over = (): never => {
  throw new RangeError(
    `Maximum call stack size exceeded: more than ${MAX_NESTED_CALLS} nested calls of your code (is there a recursion that never ends?)`,
  );
};

/**
 * The counter graded code is given (the module wrapper's reserved parameter; see modules.ts). A synchronous body
 * becomes `try{if(++d.n>MAX)d.over(); …}finally{d.n--}` (a large frame adds its weight instead of one): the
 * count is taken inside the `try`, so whatever is thrown after it (this RangeError, or V8's own when even the call of
 * `over` finds no stack) is given back by the `finally`, which calls nothing and so cannot fail itself. Inline, not a
 * call: a call per function entry cost twice as much.
 *
 * An async function or a generator runs in pieces: its body leaves the stack at each `await` and `yield` and comes
 * back later, from wherever the next piece is started. Its body holds its count (`hold`) while it runs, lets it go
 * while suspended (`pause`, then `resume` when it comes back, or at the top of a `catch` or `finally` it comes back
 * to with an exception), and gives it back at the end (inline, in its `finally`: callCounting.ts). A `yield*` keeps
 * it: the body stays on the stack each time it passes a call on to the generator it delegates to.
 */
export const callDepth = {
  n: 0,
  epoch: 0,
  slotsPerCall: slotsPerCallFor(stackKb()),
  over,
  hold(weight: number): Held {
    callDepth.n += weight;
    if (callDepth.n > MAX_NESTED_CALLS) {
      callDepth.n -= weight;
      over();
    }
    return { weight, counted: true, epoch: callDepth.epoch };
  },
  /** Lets `held` go as its body suspends; gives back `value`, what it awaits or yields. */
  pause<T>(held: Held, value?: T): T | undefined {
    if (held.counted && held.epoch === callDepth.epoch) callDepth.n -= held.weight;
    held.counted = false;
    return value;
  },
  /** Counts `held` again as its body comes back; gives back `value`, what the `await` or `yield` gave it. */
  resume<T>(held: Held, value?: T): T | undefined {
    if (held.counted) return value;
    callDepth.n += held.weight;
    held.counted = true;
    held.epoch = callDepth.epoch;
    if (callDepth.n > MAX_NESTED_CALLS) over();
    return value;
  },
  /**
   * The arguments of a call that spreads `list` (`f(...list)`), no more than a call may take (each takes a slot of
   * the stack, so how many fit would follow the frames below); `text` is the code that gave the list, for the message
   * the language would give.
   */
  spread(list: unknown, text: string): unknown {
    const iterator = list === null || list === undefined ? undefined : (list as Iterable<unknown>)[Symbol.iterator];
    if (typeof iterator !== 'function') throw new TypeError(`${text} is not iterable`);
    // An array iterated the language's way yields its length in elements: no copy needed to count them.
    if (isArray(list) && iterator === arrayValues) {
      checkArgumentCount(list.length);
      return list;
    }
    const items = [...(list as Iterable<unknown>)];
    checkArgumentCount(items.length);
    return items;
  },
};

/** At the start of each test or command: nothing an earlier one left counts against it, or for it. */
export function resetCallDepth(): void {
  callDepth.n = 0;
  callDepth.epoch++;
}
