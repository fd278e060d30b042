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

export interface MemoryBound {
  /** Whether the data limit is set (false only where the shell cannot set it: the report then says so). */
  dataLimit: boolean;
  /** One line for reports: how a worker's memory is bounded. */
  summary: string;
}

const SHELL = '/bin/sh';
// `$0` and `$@` are the real program and its arguments: the shell sets the limit and becomes the program (exec), so
// the worker's process id, its IPC channel and its signals are the program's own.
const SET_LIMIT = `ulimit -d ${DATA_MB * 1024} && exec "$0" "$@"`;

let cached: MemoryBound | undefined;
let probing: Promise<void> | undefined;

const PROBE_ARGS = ['-c', SET_LIMIT, process.execPath, `--max-old-space-size=${HEAP_MB}`, '-e', ''];

function boundFrom(dataLimit: boolean): MemoryBound {
  return {
    dataLimit,
    summary: dataLimit
      ? `memory: at most ${DATA_MB / 1024} GB a worker, array buffers included (data limit), ${HEAP_MB / 1024} GB of it V8's heap`
      : `memory: V8's heap only (${HEAP_MB / 1024} GB a worker); array buffers are not bounded (no data limit here)`,
  };
}

/** Whether the data limit can be set here, and Node still starts under it (tried once per grader process). */
export function memoryBound(): MemoryBound {
  cached ??= boundFrom(process.platform !== 'win32' && trialNow(SHELL, PROBE_ARGS));
  return cached;
}

/**
 * The same trial, started in the background (once): a command starts it before it compiles, so that it runs beside
 * the compile instead of holding up the first worker; memoryBound() then finds its answer.
 */
export function probeMemoryBound(): Promise<void> {
  probing ??=
    cached || process.platform === 'win32'
      ? Promise.resolve()
      : trial(SHELL, PROBE_ARGS).then((works) => {
          cached ??= boundFrom(works);
        });
  return probing;
}

/** The program and arguments that start `execPath args…` under the memory bound. */
export function underMemoryBound(execPath: string, args: string[]): { execPath: string; args: string[] } {
  return memoryBound().dataLimit ? { execPath: SHELL, args: ['-c', SET_LIMIT, execPath, ...args] } : { execPath, args };
}
