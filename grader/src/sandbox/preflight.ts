import { spawnSync } from 'node:child_process';
import { chmodSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exposedNode, sandboxFolder, sandboxScratch } from './sandboxFolder.ts';
import { claimSandboxId, killAllOf } from './sandboxUsers.ts';

let verdict: { problem?: string } | undefined;

/** Why a process started as a sandbox user could not run: the spawn's error, or the error Node wrote. */
function reason(probe: ReturnType<typeof spawnSync>): string {
  if (probe.error) return (probe.error as NodeJS.ErrnoException).code ?? probe.error.message;
  const lines = String(probe.stderr ?? '')
    .split('\n')
    .map((line) => line.trim());
  return (
    lines.find((line) => /^\w*Error\b/.test(line)) ?? lines.find(Boolean) ?? `exit ${probe.status ?? probe.signal}`
  );
}

/**
 * Whether the `user` confinement can start a worker here, tried once per process before any run: a sandbox user id
 * runs the Node it is given (sandboxFolder.ts) on a file of the sandbox folder, from a scratch folder there, as a
 * worker does. Undefined when it can; otherwise one line naming the folder and what to do.
 */
export function userSandboxProblem(): string | undefined {
  verdict ??= { problem: tryUserSandbox() };
  return verdict.problem;
}

function tryUserSandbox(): string | undefined {
  const lead = 'the user confinement cannot start a test worker';
  let folder: string;
  let node: string;
  let owner: ReturnType<typeof claimSandboxId>;
  try {
    folder = sandboxFolder();
    node = exposedNode();
    owner = claimSandboxId();
  } catch (error) {
    return `${lead}: ${(error as Error).message}`;
  }
  const probeFile = path.join(folder, 'probe.cjs');
  writeFileSync(probeFile, '');
  // Whatever the grader's umask: a worker's runtime copy is made readable the same way (sandboxFolder.ts).
  chmodSync(probeFile, 0o644);
  const scratch = sandboxScratch(owner);
  try {
    const probe = spawnSync(node, [probeFile], {
      uid: owner.uid,
      gid: owner.gid,
      cwd: scratch,
      env: { PATH: '/usr/bin:/bin', HOME: scratch },
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: 10_000,
    });
    if (probe.status === 0) return undefined;
    const base = path.dirname(folder);
    return (
      `${lead}: user id ${owner.uid} cannot run ${node} on a file of ${base} (${reason(probe)}): ` +
      `point TMPDIR at a folder every user can enter and run programs from (not mounted noexec), ` +
      `or install Node where every user can reach it`
    );
  } finally {
    killAllOf(owner.uid);
    rmSync(scratch, { recursive: true, force: true });
    rmSync(probeFile, { force: true });
    owner.release();
  }
}
