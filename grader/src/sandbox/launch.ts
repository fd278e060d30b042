import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bubblewrapArgs, bubblewrapProgram } from './bubblewrap.ts';
import type { Confinement } from './confinement.ts';
import { exposedNode, exposedRuntime, sandboxScratch } from './sandboxFolder.ts';
import { claimSandboxId, killAllOf } from './sandboxUsers.ts';

/** How to start one confined test worker: the program, the arguments that come before Node's own, and its scratch. */
export interface Launch {
  execPath: string;
  /** Arguments before the worker's Node flags (bubblewrap's), ending with the node binary where one is needed. */
  prefix: string[];
  /** The worker runtime as the worker opens it (under `user`, its copy in the sandbox folder). */
  runtime: string;
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

/**
 * What starting a worker that runs `runtime` takes under this confinement. Under `user` the worker's id may reach
 * nothing of the kit (which may sit in a private folder): it runs a copy of the runtime, with a Node it can reach,
 * from a scratch folder of its own, all in this process's sandbox folder (sandboxFolder.ts).
 */
export function launchFor(confinement: Confinement, runtime: string): Launch {
  if (confinement.kind === 'bubblewrap') {
    return {
      // Found when the confinement was chosen (the trial runs the same path), so it is there.
      execPath: bubblewrapProgram()!,
      prefix: [...bubblewrapArgs([path.dirname(runtime)]), '--', process.execPath],
      runtime,
      scratch: '/tmp',
      dispose: () => {},
    };
  }
  if (confinement.kind === 'user') {
    const { uid, gid, release } = claimSandboxId();
    const scratch = sandboxScratch({ uid, gid });
    return {
      execPath: exposedNode(),
      prefix: [],
      runtime: exposedRuntime(runtime),
      uid,
      gid,
      scratch,
      dispose: () => {
        killAllOf(uid);
        rmSync(scratch, { recursive: true, force: true });
        release();
      },
    };
  }
  // No sandbox: the worker runs as the grader does, from a private scratch folder of its own.
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'cardlab-scratch-'));
  chmodSync(scratch, 0o700);
  return {
    execPath: process.execPath,
    prefix: [],
    runtime,
    scratch,
    dispose: () => rmSync(scratch, { recursive: true, force: true }),
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
