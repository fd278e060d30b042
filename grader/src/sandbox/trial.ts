import { spawn, spawnSync } from 'node:child_process';

// How the confinement tries what this machine allows (bubblewrap, the memory bound): a program run once, and whether
// it ended well within 10 s. Told now, blocking, where an answer is needed at once; or later, so that a command can
// start its trials beside other work and await them before its first worker (confinement.ts, probeConfinement).
const TRIAL_LIMIT_MS = 10_000;

/** Whether `command args` ends with status 0, told now. */
export function trialNow(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: 'ignore', timeout: TRIAL_LIMIT_MS }).status === 0;
}

/** Whether `command args` ends with status 0, told when it has ended (false where it cannot start). */
export function trial(command: string, args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'ignore', timeout: TRIAL_LIMIT_MS });
    child.on('error', () => resolve(false));
    child.on('close', (status) => resolve(status === 0));
  });
}
