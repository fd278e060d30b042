import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import path from 'node:path';

// The CPU time of a worker's whole process tree, as the watchdog measures a test's work (limits.ts). On Linux it is
// read from /proc: bubblewrap starts the worker's Node as a child of its own, so the tree is walked through each
// thread's `children` list. Where /proc cannot tell (another system), the watchdog falls back to the wall clock and
// the report's confinement line says which measure ran.

const TICKS_PER_SECOND = 100; // USER_HZ, the unit of /proc/<pid>/stat's times on every Linux architecture
const MAX_PROCESSES = 64;

/**
 * The CPU milliseconds a /proc `stat` file gives: utime + stime, and with `children` the times of its reaped children
 * too; undefined if the file is gone.
 */
function statCpuMs(file: string, children: boolean): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(file, 'latin1');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces and parentheses: the fields that follow come after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0);
  return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
}

/** utime + stime + cutime + cstime of one process, in milliseconds, or undefined if it is gone. */
function ownCpuMs(pid: number): number | undefined {
  return statCpuMs(`/proc/${pid}/stat`, true);
}

/** CPU milliseconds used so far by one thread of this process (its kernel id), or undefined where /proc cannot say. */
export function threadCpuMs(tid: number): number | undefined {
  return statCpuMs(`/proc/self/task/${tid}/stat`, false);
}

/** This thread's kernel id (Linux's /proc/thread-self), for threadCpuMs in another thread; undefined elsewhere. */
export function ownThreadId(): number | undefined {
  try {
    const tid = Number(path.basename(readlinkSync('/proc/thread-self')));
    return Number.isInteger(tid) && tid > 0 ? tid : undefined;
  } catch {
    return undefined;
  }
}

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
      readFileSync(`/proc/${pid}/task/${tid}/children`, 'latin1').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

let procWorks: boolean | undefined;

/** Whether this machine's /proc gives process CPU times and children (Linux with CONFIG_PROC_CHILDREN). */
export function cpuTimeMeasurable(): boolean {
  if (procWorks === undefined) {
    try {
      readFileSync(`/proc/${process.pid}/task/${process.pid}/children`);
      procWorks = ownCpuMs(process.pid) !== undefined;
    } catch {
      procWorks = false;
    }
  }
  return procWorks;
}

/** CPU milliseconds used so far by `pid` and every process under it; undefined where that cannot be measured. */
export function treeCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined || !cpuTimeMeasurable()) return undefined;
  const own = ownCpuMs(pid);
  if (own === undefined) return undefined;
  let total = own;
  const queue = childrenOf(pid);
  for (let seen = 0; queue.length > 0 && seen < MAX_PROCESSES; seen++) {
    const child = queue.shift()!;
    total += ownCpuMs(child) ?? 0;
    queue.push(...childrenOf(child));
  }
  return total;
}
