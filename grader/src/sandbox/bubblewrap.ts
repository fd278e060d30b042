import { accessSync, constants, existsSync, lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';

/** The first executable file called `name` in the absolute folders of `searchPath` (a PATH value). */
export function findProgram(name: string, searchPath: string): string | undefined {
  for (const dir of searchPath.split(path.delimiter)) {
    // A relative entry would be looked up from wherever the grader was started: never.
    if (!path.isAbsolute(dir)) continue;
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      if (statSync(file).isFile()) return file;
    } catch {
      // Not here, or not executable: the next folder.
    }
  }
  return undefined;
}

let program: { file: string | undefined } | undefined;

/**
 * bubblewrap's program, looked up once on the grader's PATH. A worker starts with a PATH of its own (`/usr/bin:/bin`,
 * nothing of the grader's environment), which misses a bwrap installed elsewhere (`/usr/local/bin`, a home folder):
 * the trial would pass and every worker fail to start. So the trial and every worker run this one absolute path.
 */
export function bubblewrapProgram(): string | undefined {
  program ??= { file: findProgram('bwrap', process.env.PATH ?? '') };
  return program.file;
}

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
