// The stack this worker's V8 may use: what the fixed depths of graded calls (callDepth.ts) and of the language's own
// nested functions (nativeNesting.ts) are measured against, so that together they never reach V8's own limit.

/** V8's default stack limit, in KB, where no `--stack-size` is given (sandbox/memoryBound.ts gives one if it can). */
const V8_DEFAULT_KB = 984;

/** V8's stack limit in this process, in KB. */
export function stackKb(): number {
  const flag = process.execArgv.find((arg) => arg.startsWith('--stack-size='));
  return (flag && Number(flag.slice('--stack-size='.length))) || V8_DEFAULT_KB;
}
