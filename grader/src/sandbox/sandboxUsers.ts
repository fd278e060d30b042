import { spawnSync } from 'node:child_process';
import { exposedNode } from './sandboxFolder.ts';

// Each worker of the `user` kind gets a user id of its own from this range (no account is needed to run as an id),
// so that killing every process of that id ends exactly that worker's process tree and nothing else.
const FIRST_ID = Number(process.env.CARDLAB_SANDBOX_FIRST_ID ?? 61_000);
const IDS = 4_000;
let nextId = 0;

/** The next sandbox user (and group) id of this process. */
export function nextSandboxId(): { uid: number; gid: number } {
  const id = FIRST_ID + ((process.pid * 7 + nextId++) % IDS);
  return { uid: id, gid: id };
}

/**
 * Kills every process of one user id: a process started as that id signals all the processes it may (kill -1). It
 * runs the Node a sandbox user can reach (sandboxFolder.ts): Node's own path may be closed to that id.
 */
export function killAllOf(uid: number): void {
  spawnSync(exposedNode(), ['-e', "process.kill(-1, 'SIGKILL')"], {
    uid,
    gid: uid,
    // None of the grader's environment: NODE_OPTIONS could name a file this id cannot open.
    env: { PATH: '/usr/bin:/bin' },
    stdio: 'ignore',
    timeout: 5_000,
  });
}
