import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { lstatSync, readdirSync, readlinkSync } from 'node:fs';

/** Whether this machine can mount folders at a grading service's own paths: root, and bubblewrap. */
export function requireMounts(service: string, at: string): void {
  if (process.getuid?.() !== 0) {
    throw new Error(`${service}'s layout test needs root, to mount a folder on ${at} (run the tests as root)`);
  }
  if (spawnSync('bwrap', ['--version']).error)
    throw new Error('bubblewrap is not installed: apt-get install -y bubblewrap');
}

/**
 * Runs a command as root in a private mount namespace where each folder of `mounts` (host folder → path) is mounted at
 * its path and every other top-level folder of the machine is bound as it is: a grading service's layout, at its very
 * paths, without a container.
 */
export function runMounted(
  mounts: Record<string, string>,
  args: string[],
  cwd: string,
  env: Record<string, string>,
  timeoutMs: number,
): SpawnSyncReturns<string> {
  const taken = new Set(Object.values(mounts).map((at) => at.split('/')[1]));
  const binds: string[] = [];
  for (const name of readdirSync('/')) {
    const at = `/${name}`;
    if (taken.has(name)) continue;
    const stats = lstatSync(at);
    if (stats.isSymbolicLink()) binds.push('--symlink', readlinkSync(at), at);
    // The machine's own /proc, bound: a fresh one here would stop the grader's sandbox from mounting its own.
    else if (name === 'proc') binds.push('--bind', '/proc', '/proc');
    else if (name === 'dev') binds.push('--dev-bind', '/dev', '/dev');
    else if (stats.isDirectory()) binds.push('--bind', at, at);
    else binds.push('--ro-bind', at, at);
  }
  for (const [host, at] of Object.entries(mounts)) binds.push('--bind', host, at);
  return spawnSync('bwrap', [...binds, '--chdir', cwd, '--', ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 64 << 20,
  });
}
