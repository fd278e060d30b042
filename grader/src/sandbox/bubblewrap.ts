import { existsSync, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** The folder a Node installation lives in (`/usr` for Debian's, `~/.nvm/versions/node/vX` for nvm's). */
function nodePrefix(): string {
  return path.dirname(path.dirname(realpathSync(process.execPath)));
}

// Top-level system folders a dynamically linked node needs. Merged-/usr systems have them as links into /usr.
const SYSTEM = ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];

/**
 * bubblewrap's arguments for a worker (up to, not including, `--` and the program): every namespace unshared (so no
 * network, and a PID namespace that dies as a whole), an unprivileged user inside, and a filesystem that holds only
 * the system's programs and libraries, Node, what `readOnly` names (read-only) and an empty private /tmp. The /tmp is
 * made first, so that a kit or a Node installed under the machine's /tmp is still in view. No kit folder, no
 * submission and no report is in view: test code reaches the grader only through the worker's channel.
 */
export function bubblewrapArgs(readOnly: string[]): string[] {
  const args = [
    '--unshare-all',
    '--die-with-parent',
    '--new-session',
    '--uid',
    '65534',
    '--gid',
    '65534',
    '--hostname',
    'sandbox',
  ];
  args.push('--tmpfs', '/tmp', '--ro-bind', '/usr', '/usr');
  for (const dir of SYSTEM) {
    if (!existsSync(dir)) continue;
    if (lstatSync(dir).isSymbolicLink()) args.push('--symlink', readlinkSync(dir), dir);
    else args.push('--ro-bind', dir, dir);
  }
  const prefix = nodePrefix();
  if (!prefix.startsWith('/usr/') && prefix !== '/usr') args.push('--ro-bind', prefix, prefix);
  for (const dir of readOnly) args.push('--ro-bind', dir, dir);
  // The root the sandbox builds is made read-only too: the one writable place is its own /tmp.
  args.push('--proc', '/proc', '--dev', '/dev', '--remount-ro', '/', '--chdir', '/tmp');
  return args;
}
