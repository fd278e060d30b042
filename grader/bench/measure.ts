/**
 * How the bench times a command: wall time from spawn to exit, and the peak memory of the command's whole process
 * tree (the grader, its analysis thread and every sandboxed worker), sampled from /proc. The sum of resident sets
 * counts pages the processes share once per process, so it errs on the high side, as a budget should. Sampling
 * costs the bench's own CPU, which the command would feel on two cores: memory is measured in a run of its own.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface Measured {
  ms: number;
  /** Peak resident memory of the process tree, in MB; undefined where /proc cannot be read. */
  peakMb?: number;
  stdout: string;
  stderr: string;
}

const PAGE_KB = 4;

function parentsByPid(): Map<number, number> {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command name (field 2) may hold spaces and parentheses: the fields that follow start after the last ')'.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(name), Number(fields[1]));
    } catch {
      // The process ended while the table was read.
    }
  }
  return parents;
}

/** Resident memory of `root` and all its descendants, in kB. */
export function treeResidentKb(root: number): number {
  const parents = parentsByPid();
  const tree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of tree) {
    try {
      total += Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_KB;
    } catch {
      // Ended between the two reads.
    }
  }
  return total;
}

const canSample = (() => {
  try {
    readFileSync('/proc/self/statm');
    return true;
  } catch {
    return false;
  }
})();

export interface RunOptions {
  cwd: string;
  env?: Record<string, string>;
  /** Fails the bench when the command exits otherwise (a figure of a failed command means nothing). */
  expectStatus?: number[];
  /**
   * Samples the tree's memory every so many ms (see above). A sample costs about 3 ms of CPU: a short command is
   * sampled often in a run whose time is not reported, a long one seldom in the run that is timed.
   */
  sampleMemory?: number;
}

/** Runs a command to its end, timing it and sampling its tree's memory. */
export function measured(
  command: string,
  args: string[],
  { cwd, env = {}, expectStatus = [0], sampleMemory }: RunOptions,
): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let peakKb = 0;
    const sample = () => {
      if (child.pid !== undefined) peakKb = Math.max(peakKb, treeResidentKb(child.pid));
    };
    const timer = sampleMemory && canSample ? setInterval(sample, sampleMemory) : undefined;
    child.on('error', reject);
    child.on('close', (status) => {
      clearInterval(timer);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (!expectStatus.includes(status ?? -1)) {
        reject(
          new Error(
            `${[command, ...args].join(' ')} exited with ${status}:\n${stderr.slice(-2000)}${stdout.slice(-2000)}`,
          ),
        );
        return;
      }
      resolve({ ms, peakMb: sampleMemory && canSample ? peakKb / 1024 : undefined, stdout, stderr });
    });
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
