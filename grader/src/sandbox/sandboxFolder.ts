import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  linkSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The `user` confinement's workers run as user ids of their own, which may open only what every user may. A kit in a
 * private folder (a home folder, a folder made by `mktemp -d`) is out of their reach, and so may be Node itself (a
 * version manager under /root). So each grader process makes one folder of its own, owned by root, in a temporary
 * folder every user can enter, and puts there exactly what a worker must read: a copy of the worker runtime and,
 * where Node's own path is closed to others, a link to (or a copy of) the Node binary. The workers' scratch folders
 * go there too. Nothing of the kit's secret folders is ever put there. The folder goes when the process exits.
 */

// Where the folder may go, in order: the machine's temporary folder as this process sees it, then the usual ones
// (TMPDIR may well be private to root).
const BASES = () => [os.tmpdir(), '/tmp', '/var/tmp', '/dev/shm'];
const PREFIX = 'cardlab-sandbox-';
// A folder left by a grader that was killed (no exit handler ran) goes once its process is gone and it is this old.
const STALE_MS = 3600_000;

/** Whether a user who is neither the owner nor in the group can enter every folder above `file` and has `bit` on it. */
export function othersReach(file: string, bit: number): boolean {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return false;
  }
  for (let dir = path.dirname(real); ; dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
    if (dir === path.dirname(dir)) break;
  }
  return (statSync(real).mode & bit) !== 0;
}

/** The first of `bases` that every user can enter, as its real path, or undefined when none is. */
export function reachableBase(bases: string[] = BASES()): string | undefined {
  for (const base of new Set(bases)) {
    if (existsSync(base) && statSync(base).isDirectory() && othersReach(base, 0o001)) return realpathSync(base);
  }
  return undefined;
}

/** Whether a process of this id runs (one of another user's counts). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Folders of graders that are gone: only root's own, named by a dead process, and untouched for a while. */
function sweepStale(base: string): void {
  for (const name of readdirSync(base)) {
    const pid = /^cardlab-sandbox-(\d+)-/.exec(name)?.[1];
    if (!pid || Number(pid) === process.pid || alive(Number(pid))) continue;
    const dir = path.join(base, name);
    const stat = statSync(dir, { throwIfNoEntry: false });
    if (stat?.isDirectory() && stat.uid === 0 && Date.now() - stat.mtimeMs > STALE_MS)
      rmSync(dir, { recursive: true, force: true });
  }
}

let folder: string | undefined;

/**
 * This process's folder for sandbox users, made on first use: root's, which others may enter but not list (0711).
 * Throws a one-line error when no temporary folder here lets every user in.
 */
export function sandboxFolder(): string {
  if (folder && existsSync(folder)) return folder;
  const base = reachableBase();
  if (!base)
    throw new Error(
      `no temporary folder lets every user in (tried ${[...new Set(BASES())].join(', ')}): make one (chmod 1777 /tmp) or point TMPDIR at one`,
    );
  sweepStale(base);
  const made = mkdtempSync(path.join(base, `${PREFIX}${process.pid}-`));
  chmodSync(made, 0o711);
  if (!folder) process.once('exit', () => folder && rmSync(folder, { recursive: true, force: true }));
  return (folder = made);
}

/** Writes `from` into the sandbox folder as `name`, readable (and runnable, with `mode` 0o755) by everyone. */
function place(from: string, name: string, mode: number, link: boolean): string {
  const target = path.join(sandboxFolder(), name);
  if (existsSync(target)) return target;
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  try {
    // A hard link costs nothing and keeps the file's own mode: only for a file others may use already.
    if (!link) throw new Error('copy');
    linkSync(from, partial);
  } catch {
    copyFileSync(from, partial);
    chownSync(partial, 0, 0);
    chmodSync(partial, mode);
  }
  renameSync(partial, target);
  return target;
}

/**
 * The worker runtime as a sandbox user reads it: a copy in the sandbox folder. Its name carries the hash of its
 * sources (generated.ts), so one copy serves every worker of this process, and a kit edited meanwhile gets a new one.
 */
export function exposedRuntime(runtime: string): string {
  return place(runtime, path.basename(runtime), 0o644, false);
}

/** The Node binary a sandbox user can run: Node's own where others reach it, else a link to it or a copy of it. */
export function exposedNode(): string {
  const real = realpathSync(process.execPath);
  if (othersReach(real, 0o001)) return real;
  return place(real, 'node', 0o755, (statSync(real).mode & 0o005) === 0o005);
}

/** A private scratch folder in the sandbox folder, owned by the worker's user id. */
export function sandboxScratch(owner: { uid: number; gid: number }): string {
  const dir = mkdtempSync(path.join(sandboxFolder(), 'scratch-'));
  chownSync(dir, owner.uid, owner.gid);
  chmodSync(dir, 0o700);
  return dir;
}
