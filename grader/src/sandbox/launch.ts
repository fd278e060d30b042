import { chmodSync, chownSync, existsSync, lstatSync, mkdtempSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Confinement } from './confinement.ts';

/** How to start one confined test worker: the program, the arguments that come before Node's own, and its scratch. */
export interface Launch {
  execPath: string;
  /** Arguments before the worker's Node flags (bubblewrap's), ending with the node binary where one is needed. */
  prefix: string[];
  uid?: number;
  gid?: number;
  /** The worker's private, writable folder (its HOME and TMPDIR), thrown away with the worker. */
  scratch: string;
  dispose: () => void;
}

/** Node's permission-model flag: `--permission` from Node 22.13/23.5, `--experimental-permission` before. */
export function permissionFlag(): string {
  return process.allowedNodeEnvironmentFlags.has('--permission') ? '--permission' : '--experimental-permission';
}

/** The folder a Node installation lives in (`/usr` for Debian's, `~/.nvm/versions/node/vX` for nvm's). */
function nodePrefix(): string {
  return path.dirname(path.dirname(realpathSync(process.execPath)));
}

// Top-level system folders a dynamically linked node needs. Merged-/usr systems have them as links into /usr.
const SYSTEM = ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];

/**
 * bubblewrap's arguments: every namespace unshared (so no network, and a PID namespace that dies as a whole), an
 * unprivileged user inside, and a filesystem that holds only the system's programs and libraries, Node, the kit's
 * node_modules (read-only) and an empty private /tmp. No kit folder, no submission and no report is in view: test
 * code reaches the grader only through the test runner's channel, which serves modules the binding allows.
 */
function bubblewrapPrefix(readOnly: string[]): string[] {
  const args = ['--unshare-all', '--die-with-parent', '--new-session', '--uid', '65534', '--gid', '65534', '--hostname', 'sandbox'];
  args.push('--ro-bind', '/usr', '/usr');
  for (const dir of SYSTEM) {
    if (!existsSync(dir)) continue;
    if (lstatSync(dir).isSymbolicLink()) args.push('--symlink', readlinkSync(dir), dir);
    else args.push('--ro-bind', dir, dir);
  }
  const prefix = nodePrefix();
  if (!prefix.startsWith('/usr/') && prefix !== '/usr') args.push('--ro-bind', prefix, prefix);
  for (const dir of readOnly) args.push('--ro-bind', dir, dir);
  // The root the sandbox builds is made read-only too: the one writable place is its own /tmp.
  args.push('--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp', '--remount-ro', '/', '--chdir', '/tmp', '--');
  return [...args, process.execPath];
}

// Each worker of the `user` kind gets a user id of its own from this range (no account is needed to run as an id),
// so that killing every process of that id ends exactly that worker's process tree and nothing else.
const FIRST_ID = Number(process.env.CARDLAB_SANDBOX_FIRST_ID ?? 61_000);
const IDS = 4_000;
let nextId = 0;

function nextSandboxId(): { uid: number; gid: number } {
  const id = FIRST_ID + ((process.pid * 7 + nextId++) % IDS);
  return { uid: id, gid: id };
}

/** Kills every process of one user id: a process started as that id signals all the processes it may (kill -1). */
function killAllOf(uid: number): void {
  spawnSync(process.execPath, ['-e', "process.kill(-1, 'SIGKILL')"], { uid, gid: uid, stdio: 'ignore', timeout: 5_000 });
}

/** A private scratch folder outside the sandbox (the `user` and `none` kinds), owned by the worker's user. */
function hostScratch(owner?: { uid: number; gid: number }): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-scratch-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  chmodSync(dir, 0o700);
  return dir;
}

/** What starting a worker under this confinement takes; `readOnly` is what the worker must be able to read. */
export function launchFor(confinement: Confinement, readOnly: string[]): Launch {
  if (confinement.kind === 'bubblewrap') {
    return { execPath: 'bwrap', prefix: bubblewrapPrefix(readOnly), scratch: '/tmp', dispose: () => {} };
  }
  const owner = confinement.kind === 'user' ? nextSandboxId() : undefined;
  const scratch = hostScratch(owner);
  return {
    execPath: process.execPath,
    prefix: [],
    ...owner,
    scratch,
    dispose: () => {
      if (owner) killAllOf(owner.uid);
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * Node's permission model, the inner layer: the worker reads only what `readOnly` names (folders, or single files
 * with `files`) and its scratch, writes only its scratch, and starts no process or thread. Coverage runs go without
 * it: V8 coverage needs the inspector, which the permission model turns off (the sandbox still confines them).
 */
export function permissionArgs(readOnly: string[], scratch: string, { files = false } = {}): string[] {
  const reads = readOnly.map((entry) => `--allow-fs-read=${files ? entry : `${entry}${path.sep}*`}`);
  return [permissionFlag(), ...reads, `--allow-fs-read=${scratch}${path.sep}*`, `--allow-fs-write=${scratch}${path.sep}*`];
}
