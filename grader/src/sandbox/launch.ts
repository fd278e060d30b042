import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { bubblewrapArgs } from './bubblewrap.ts';
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
  spawnSync(process.execPath, ['-e', "process.kill(-1, 'SIGKILL')"], {
    uid,
    gid: uid,
    stdio: 'ignore',
    timeout: 5_000,
  });
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
    return {
      execPath: 'bwrap',
      prefix: [...bubblewrapArgs(readOnly), '--', process.execPath],
      scratch: '/tmp',
      dispose: () => {},
    };
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
  return [
    permissionFlag(),
    ...reads,
    `--allow-fs-read=${scratch}${path.sep}*`,
    `--allow-fs-write=${scratch}${path.sep}*`,
  ];
}
