import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { alive, exposedNode } from './sandboxFolder.ts';

// Each worker of the `user` kind gets a user id of its own from this range (no account is needed to run as an id),
// so that killing every process of that id ends exactly that worker's process tree and nothing else.
const FIRST_ID = Number(process.env.CARDLAB_SANDBOX_FIRST_ID ?? 61_000);
const IDS = 4_000;
let nextId = 0;

// An id is claimed machine-wide, not only in this process: two graders side by side (a class graded in several
// processes, the kit's own tests) must never share one, or the end of one's worker would kill the other's. A claim
// is a folder named by the id, made atomically, that says which process holds it.
const CLAIMS = path.join(existsSync('/tmp') ? '/tmp' : os.tmpdir(), 'cardlab-sandbox-ids');
// A claim whose holder died before it wrote its name is free again after this long.
const UNNAMED_MS = 10_000;
const held = new Set<string>();

function claimsFolder(): string {
  mkdirSync(CLAIMS, { recursive: true, mode: 0o700 });
  const stat = lstatSync(CLAIMS);
  if (!stat.isDirectory() || stat.uid !== process.getuid?.() || (stat.mode & 0o022) !== 0)
    throw new Error(`${CLAIMS} is not a folder of root's that only root may write: remove it`);
  return CLAIMS;
}

/** Whether a claim's holder is gone (its process ended without releasing it); if so, the claim is taken away. */
function clearedIfStale(claim: string): boolean {
  let holder: number | undefined;
  try {
    holder = Number(readFileSync(path.join(claim, 'pid'), 'utf8'));
  } catch {
    const made = statSync(claim, { throwIfNoEntry: false });
    if (made && Date.now() - made.mtimeMs < UNNAMED_MS) return false;
  }
  if (holder !== undefined && alive(holder)) return false;
  // Renamed first: of two graders clearing the same stale claim, one moves it and the other finds it gone.
  const aside = `${claim}.stale-${process.pid}`;
  try {
    renameSync(claim, aside);
  } catch {
    return false;
  }
  rmSync(aside, { recursive: true, force: true });
  return true;
}

let releasedAtExit = false;

function tryClaim(claim: string): boolean {
  try {
    mkdirSync(claim);
  } catch {
    if (!clearedIfStale(claim)) return false;
    try {
      mkdirSync(claim);
    } catch {
      return false;
    }
  }
  writeFileSync(path.join(claim, 'pid'), String(process.pid));
  // Once a process: `held` empties and fills again with every worker, and a listener each time would pile up.
  if (!releasedAtExit) {
    releasedAtExit = true;
    process.once('exit', () => held.forEach((left) => rmSync(left, { recursive: true, force: true })));
  }
  held.add(claim);
  return true;
}

export interface IdRange {
  /** Where the claims are (the machine's, but for the kit's own tests). */
  folder: string;
  first: number;
  count: number;
}

/** A sandbox user (and group) id no other worker on this machine holds, until `release` is called. */
export function claimSandboxId(range: IdRange = { folder: claimsFolder(), first: FIRST_ID, count: IDS }): {
  uid: number;
  gid: number;
  release: () => void;
} {
  for (let tries = 0; tries < range.count; tries++) {
    const id = range.first + ((process.pid * 7 + nextId++) % range.count);
    const claim = path.join(range.folder, String(id));
    if (!tryClaim(claim)) continue;
    const release = () => {
      held.delete(claim);
      rmSync(claim, { recursive: true, force: true });
    };
    return { uid: id, gid: id, release };
  }
  throw new Error(
    `all ${range.count} sandbox user ids from ${range.first} are held by running workers (see ${range.folder})`,
  );
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
