import { closeSync, openSync, readdirSync, readFileSync, readlinkSync, readSync } from 'node:fs';
import path from 'node:path';

// The CPU time of a worker's whole process tree, as the watchdog measures a test's work (limits.ts). On Linux it is
// read from /proc: bubblewrap starts the worker's Node as a child of its own, so the tree is walked through each
// thread's `children` list. Where /proc cannot tell (another system), the watchdog falls back to the wall clock and
// the report's confinement line says which measure ran.

const TICKS_PER_SECOND = 100; // USER_HZ, the unit of /proc/<pid>/stat's times on every Linux architecture
const MAX_PROCESSES = 64;

/**
 * The CPU milliseconds in a /proc `stat` file's text: utime + stime, and with `children` the times of its reaped
 * children too; undefined if it says none.
 */
function cpuMsIn(stat: string, children: boolean): number | undefined {
  // The command name (field 2) may hold spaces and parentheses: the fields that follow come after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0);
  return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : undefined;
}

/** cpuMsIn of a /proc `stat` file; undefined if the file is gone. */
function statCpuMs(file: string, children: boolean): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(file, 'latin1');
  } catch {
    return undefined;
  }
  return cpuMsIn(stat, children);
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

/** The processes of the tree under `pid` (itself first), at most MAX_PROCESSES of them, each saying if it has any. */
function treeOf(pid: number): { pid: number; leaf: boolean }[] {
  const tree: { pid: number; leaf: boolean }[] = [];
  const queue = [pid];
  while (queue.length > 0 && tree.length <= MAX_PROCESSES) {
    const next = queue.shift()!;
    const children = childrenOf(next);
    tree.push({ pid: next, leaf: children.length === 0 });
    queue.push(...children);
  }
  return tree;
}

/** A process of a metered tree: its `stat` file kept open, its CPU time when last read, whether it has children. */
interface Metered {
  fd: number;
  ms: number;
  leaf: boolean;
}

/**
 * The CPU time of a worker's process tree, read at every test's start (the whole-run limit charges each test its
 * time, budget.ts) and at every watchdog tick. A walk of the tree reads a `children` file per thread of each process
 * (a Node has a dozen), and every `stat` file by name: done at each test's start, that was half a second of the
 * grader's CPU in a four-lab grade. So the tree is walked at the ticks (walk), each process's `stat` file is kept open
 * and read again from its start (one system call, where reading it by name took five), and a reading between ticks
 * (read) reads only the leaves, the processes that have none under them: the worker's Node, not the sandbox's
 * processes above it, which wait for it (their figure is their last walk's). What a reading leaves out is counted at
 * the next walk: the time charged in all is the same. A graded worker, under Node's permission model, starts no
 * process anyway.
 */
export class TreeCpu {
  /** The tree's processes as the last walk found them (the root first). */
  private tree = new Map<number, Metered>();
  private readonly buffer = Buffer.alloc(1024);

  constructor(private readonly pid: number | undefined) {}

  /** CPU milliseconds used so far by the process and every process under it; undefined where that cannot be told. */
  walk(): number | undefined {
    if (this.pid === undefined || !cpuTimeMeasurable()) return undefined;
    const opened = new Set([...this.tree.values()].map(({ fd }) => fd));
    const found = new Map<number, Metered>();
    for (const { pid, leaf } of treeOf(this.pid)) {
      const kept = this.tree.get(pid);
      const fd = kept?.fd ?? this.opened(pid);
      if (fd === undefined) continue;
      opened.add(fd);
      const ms = this.cpuMs(fd);
      if (ms !== undefined) found.set(pid, { fd, ms, leaf });
    }
    // The root gone, the tree cannot be measured; a process under it gone, its time is its parent's from now.
    this.tree = found.has(this.pid) ? found : new Map();
    for (const { fd } of this.tree.values()) opened.delete(fd);
    for (const fd of opened) closeSync(fd);
    return this.tree.size > 0 ? this.total() : undefined;
  }

  /** walk's figure, reading again only the leaves of the tree the last walk found (a walk if none ran yet). */
  read(): number | undefined {
    if (this.tree.size === 0) return this.walk();
    for (const [pid, entry] of this.tree) {
      if (!entry.leaf) continue;
      const ms = this.cpuMs(entry.fd);
      if (ms === undefined && pid === this.pid) return undefined;
      if (ms !== undefined) entry.ms = ms;
    }
    return this.total();
  }

  /** Closes the files kept open: the meter is done with. */
  close(): void {
    for (const { fd } of this.tree.values()) closeSync(fd);
    this.tree = new Map();
  }

  private total(): number {
    let total = 0;
    for (const { ms } of this.tree.values()) total += ms;
    return total;
  }

  private opened(pid: number): number | undefined {
    try {
      return openSync(`/proc/${pid}/stat`, 'r');
    } catch {
      return undefined;
    }
  }

  /** The CPU time a kept `stat` file gives; undefined once its process is gone (the file names that very process). */
  private cpuMs(fd: number): number | undefined {
    try {
      const length = readSync(fd, this.buffer, 0, this.buffer.length, 0);
      return cpuMsIn(this.buffer.toString('latin1', 0, length), true);
    } catch {
      return undefined;
    }
  }
}
