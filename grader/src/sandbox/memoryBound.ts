import { trial, trialNow } from './trial.ts';

/**
 * A worker's whole memory is bounded by the operating system, not by V8 alone: `--max-old-space-size` bounds V8's
 * heap, but typed arrays and ArrayBuffers live outside it (a worker capped at 1 GB of heap filled 2 GB of them and
 * its test passed). The process's data limit (RLIMIT_DATA, set with the shell's `ulimit -d` just before the worker's
 * program starts) counts every private writable mapping: the heap, malloc's arenas and every array buffer. It needs
 * no privilege and no cgroup, so it holds under every confinement (bubblewrap, the sandbox user, none), and is
 * inherited through bubblewrap by the Node process inside. An allocation past it fails (`RangeError: Array buffer
 * allocation failed`, or the process ends out of memory): either way the test that asked for it fails, and a worker
 * that dies of it costs only the test that was running (run/pool.ts).
 *
 * RLIMIT_AS is not used: V8 reserves large address ranges it never touches, and would not start under it.
 */

/** V8's own heap bound (the old generation), inside the data limit. */
export const HEAP_MB = 1024;
/**
 * The data limit: V8's heap at its bound (1 GB, and its young generation) plus Node's own memory, with a margin; an
 * honest worker uses a few hundred MB. Well short of what filling 2 GB of typed arrays needs.
 */
export const DATA_MB = 1536;

/**
 * The worker's stack. V8 stops a recursion when its stack is full, and how deep that is depends on how far the JIT
 * compiled each function on it (an interpreted frame is larger): graded code counts its own calls and fails at a fixed
 * depth (run/worker/callDepth.ts), but on V8's default stack (under 1 MB) a function with some fifty locals overflowed
 * before that depth, at a depth that changed from one run to the next. The worker's stack (the shell's `ulimit -s`,
 * raised before the program starts) and V8's limit inside it are raised so that 2,000 nested calls of frames of up
 * to some 7 KB each (several hundred locals) fit, and the fixed depth is what stops them; V8's limit leaves the last
 * MB of the real stack to the native code it calls. Not more: Node's thread pool takes the same limit as each of its
 * threads' stacks, which count against the data limit (16 MB: 40 MB more of it reserved; 64 MB would take 290 MB).
 */
export const STACK_MB = 16;
const V8_STACK_KB = 15_000;

export interface MemoryBound {
  /** Whether the data limit is set (false only where the shell cannot set it: the report then says so). */
  dataLimit: boolean;
  /** Whether the worker's stack is raised (STACK_MB): false where the shell may not raise it (a low hard limit). */
  deepStack: boolean;
  /** One line for reports: how a worker's memory is bounded. */
  summary: string;
}

const SHELL = '/bin/sh';
// `$0` and `$@` are the real program and its arguments: the shell sets the limits and becomes the program (exec), so
// the worker's process id, its IPC channel and its signals are the program's own.
const setLimits = (deepStack: boolean) =>
  `ulimit -d ${DATA_MB * 1024} && ${deepStack ? `ulimit -s ${STACK_MB * 1024} && ` : ''}exec "$0" "$@"`;

let cached: MemoryBound | undefined;
let probing: Promise<void> | undefined;

/** The trial of the limits with or without the deep stack: Node starts under them (tried once per grader process). */
const probeArgs = (deepStack: boolean) => [
  '-c',
  setLimits(deepStack),
  process.execPath,
  `--max-old-space-size=${HEAP_MB}`,
  ...(deepStack ? [`--stack-size=${V8_STACK_KB}`] : []),
  '-e',
  '',
];

/**
 * Said in every report where the stack could not be raised: the same recursion may then fail here and pass on a
 * machine that raises it (a frame of some sixty locals overflowed V8's default stack before the fixed depth), so the
 * grade of deep recursion is this machine's, and the instructor must be able to see that it was.
 */
const SHALLOW_STACK =
  `stack: the machine's own, not raised to ${STACK_MB} MB (the hard limit, \`ulimit -Hs\`, is lower): deep recursion ` +
  'may fail sooner here than on a machine that allows it';

function boundFrom(dataLimit: boolean, deepStack: boolean): MemoryBound {
  const memory = dataLimit
    ? `memory: at most ${DATA_MB / 1024} GB a worker, array buffers included (data limit), ${HEAP_MB / 1024} GB of it V8's heap`
    : `memory: V8's heap only (${HEAP_MB / 1024} GB a worker); array buffers are not bounded (no data limit here)`;
  return { dataLimit, deepStack, summary: deepStack ? memory : `${memory}; ${SHALLOW_STACK}` };
}

/** The bound the trials' answers give: the deep stack only with the data limit, whose shell raises it. */
const boundOf = (withStack: boolean, dataOnly: () => boolean): MemoryBound =>
  withStack ? boundFrom(true, true) : boundFrom(dataOnly(), false);

/** Whether the data limit (and the deep stack) can be set here, and Node still starts under them. */
export function memoryBound(): MemoryBound {
  if (process.platform === 'win32') return (cached ??= boundFrom(false, false));
  cached ??= boundOf(trialNow(SHELL, probeArgs(true)), () => trialNow(SHELL, probeArgs(false)));
  return cached;
}

/**
 * The same trials, started in the background (once): a command starts them before it compiles, so that they run
 * beside the compile instead of holding up the first worker; memoryBound() then finds their answer.
 */
export function probeMemoryBound(): Promise<void> {
  probing ??=
    cached || process.platform === 'win32'
      ? Promise.resolve()
      : trial(SHELL, probeArgs(true)).then(async (withStack) => {
          const dataOnly = withStack || (await trial(SHELL, probeArgs(false)));
          cached ??= boundOf(withStack, () => dataOnly);
        });
  return probing;
}

/** V8's arguments for the worker's stack: its limit raised where the shell raised the stack under it. */
export function stackArgs(): string[] {
  return memoryBound().deepStack ? [`--stack-size=${V8_STACK_KB}`] : [];
}

/** The program and arguments that start `execPath args…` under the memory bound. */
export function underMemoryBound(execPath: string, args: string[]): { execPath: string; args: string[] } {
  const bound = memoryBound();
  return bound.dataLimit
    ? { execPath: SHELL, args: ['-c', setLimits(bound.deepStack), execPath, ...args] }
    : { execPath, args };
}
