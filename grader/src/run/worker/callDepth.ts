// How deeply graded code's own calls nest now. How deep code can recurse before V8 throws `RangeError: Maximum call
// stack size exceeded` depends on how far the JIT compiled the functions on the stack (an interpreted frame is
// larger than an optimised one), which carries over between runs in one worker and depends on background
// compilation: a test that recurses until the overflow and branches on the depth it reached would get a different
// verdict from one grade to the next. So every synchronous function body of graded code counts itself in and out
// here (compile.ts), and graded recursion fails at a fixed depth, MAX_NESTED_CALLS, whatever the JIT did.
import { MAX_NESTED_CALLS } from '../protocol.ts';

/**
 * The counter graded code is given (the module wrapper's reserved parameter; see modules.ts). Each function body
 * becomes `try{if(++d.n>MAX)d.over(); …}finally{d.n--}`: the count is taken inside the `try`, so whatever is thrown
 * after it (this RangeError, or V8's own when even the call of `over` finds no stack) is given back by the `finally`,
 * which calls nothing and so cannot fail itself. Inline, not a call: a call per function entry cost twice as much.
 */
export const callDepth = {
  n: 0,
  over(): never {
    throw new RangeError(
      `Maximum call stack size exceeded: more than ${MAX_NESTED_CALLS} nested calls of your code (is there a recursion that never ends?)`,
    );
  },
};

/** At the start of each test or command: nothing an earlier one left counts against it. */
export function resetCallDepth(): void {
  callDepth.n = 0;
}
