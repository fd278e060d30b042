import { spawnSync } from 'node:child_process';

/** A release that must not go out, and why: every file concerned is named, with what to do about it. */
export class ReleaseRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseRefused';
  }
}

function git(kitRoot: string, args: string[]): { ok: boolean; out: Buffer } {
  const run = spawnSync('git', ['-C', kitRoot, ...args], { maxBuffer: 256 << 20 });
  return { ok: run.status === 0, out: run.stdout ?? Buffer.alloc(0) };
}

/** The folders students start from: the labs' stage folders and the provided code. */
export function startingFolders(labs: string[]): string[] {
  return [...labs.map((lab) => `activities/${lab}`), 'activities/shared'];
}

/**
 * What a new starting file still needs: a staged one only its commit (the kit is built from commits, not from the
 * index, so that what is released is what anyone can check out); one git does not know yet, adding first.
 */
function newFileFix(state: string): string {
  if (state === '??') return '';
  return state[1] === ' '
    ? ' (staged but not committed: git commit)'
    : ' (staged, then changed: git add it again, git commit)';
}

/**
 * The starting files as committed in git (HEAD), as a tar archive. Refuses when the kit is not a git checkout, when
 * any starting file differs from its committed state (changed, staged, deleted): what an instructor typed into a
 * stub, or a reference pasted there while testing, must never reach students by accident; and when one is not
 * committed at all (new), since it would be left out.
 */
export function committedStartingFiles(kitRoot: string, labs: string[]): Buffer {
  if (!git(kitRoot, ['rev-parse', '--verify', 'HEAD']).ok) {
    throw new ReleaseRefused(
      'release student builds the kit from the starting files as committed in git, and this kit is not a git ' +
        'checkout with a commit: commit the kit (git init; git add -A; git commit) and release again',
    );
  }
  const folders = startingFolders(labs);
  const status = git(kitRoot, ['status', '--porcelain', '-z', '--', ...folders]).out.toString('utf8');
  const entries = status
    .split('\0')
    .filter((entry) => entry.length > 3)
    .map((entry) => ({ state: entry.slice(0, 2), file: entry.slice(3) }));
  // New files (a stage just made with `cardlab new`) would be missing from the kit without a word: untracked ones
  // need adding and committing, staged ones committing only; each is named with its own fix.
  const isNew = (state: string) => state === '??' || state[0] === 'A';
  const changed = entries.filter((entry) => !isNew(entry.state)).map((entry) => entry.file);
  if (changed.length > 0) {
    throw new ReleaseRefused(
      `these starting files differ from their committed state, so the kit was not built:\n` +
        changed.map((file) => `  - ${file}`).join('\n') +
        '\ncommit them if they are the new starting state, or put them back (git restore <file>), ' +
        'then release (or verify) again',
    );
  }
  const added = entries.filter((entry) => isNew(entry.state));
  if (added.length > 0) {
    throw new ReleaseRefused(
      `these starting files are not committed yet, so the kit was not built:\n` +
        added.map(({ state, file }) => `  - ${file}${newFileFix(state)}`).join('\n') +
        '\ncommit them (git add, git commit) if they belong to the kit, or delete them, ' +
        'then release (or verify) again',
    );
  }
  const archive = git(kitRoot, ['archive', '--format=tar', 'HEAD', '--', ...folders]);
  if (!archive.ok) throw new ReleaseRefused(`git could not read the committed starting files of ${folders.join(', ')}`);
  return archive.out;
}
