import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { bubblewrapProgram, findProgram } from '../src/sandbox/bubblewrap.ts';

// Workers start with a PATH of their own (/usr/bin:/bin). A bwrap found on the grader's PATH elsewhere
// (/usr/local/bin, as on a machine that built it) passed the trial while every worker failed to start: a grade of
// 0/0 on a machine whose sandbox works. The trial and the workers now run the one absolute path found.

describe('finding a program on the PATH', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-path-'));
  const [first, second, plain] = ['first', 'second', 'plain'].map((name) => path.join(dir, name));
  for (const folder of [first!, second!, plain!]) mkdirSync(folder);
  writeFileSync(path.join(plain!, 'tool'), '');
  for (const folder of [first!, second!]) {
    writeFileSync(path.join(folder, 'tool'), '#!/bin/sh\n');
    chmodSync(path.join(folder, 'tool'), 0o755);
  }
  mkdirSync(path.join(first!, 'folder-tool'));

  it('takes_the_first_executable_file_in_order_and_skips_one_that_cannot_run', () => {
    expect(findProgram('tool', [plain, first, second].join(path.delimiter))).toBe(path.join(first!, 'tool'));
    expect(findProgram('tool', [second, first].join(path.delimiter))).toBe(path.join(second!, 'tool'));
  });

  it('skips_folders_relative_entries_and_what_is_not_there', () => {
    expect(findProgram('folder-tool', first!)).toBeUndefined();
    expect(findProgram('tool', `first${path.delimiter}${path.relative(process.cwd(), first!)}`)).toBeUndefined();
    expect(findProgram('no-such-tool', [first, second].join(path.delimiter))).toBeUndefined();
  });

  it('finds_this_machines_bwrap_by_an_absolute_path', () => {
    expect(path.isAbsolute(bubblewrapProgram() ?? ''), 'bubblewrap must be installed: apt-get install bubblewrap').toBe(
      true,
    );
  });
});

describe('bubblewrap installed outside the workers’ PATH', () => {
  it('grades_the_example_in_full_under_bubblewrap', () => {
    const installed = bubblewrapProgram()!;
    // bwrap only in a folder of its own: the machine's copy is covered, in a mount namespace of this command alone.
    const bin = mkdtempSync(path.join(os.tmpdir(), 'cardlab-bin-'));
    chmodSync(bin, 0o755);
    copyFileSync(installed, path.join(bin, 'bwrap'));
    chmodSync(path.join(bin, 'bwrap'), 0o755);
    const empty = path.join(bin, 'empty');
    writeFileSync(empty, '');
    const cli = path.join(KIT_ROOT, 'grader', 'bin', 'cardlab.js');
    const script = `mount --bind ${empty} ${installed} && exec "$@"`;
    const asRoot = process.getuid?.() === 0 ? [] : ['--user', '--map-root-user'];
    const run = spawnSync(
      'unshare',
      [...asRoot, '--mount', 'sh', '-c', script, 'sh', process.execPath, cli, 'grade', '--example', 'alice'],
      {
        cwd: KIT_ROOT,
        encoding: 'utf8',
        env: {
          ...process.env,
          PATH: `${bin}${path.delimiter}/usr/bin${path.delimiter}/bin`,
          CARDLAB_CONFINEMENT: 'bubblewrap',
        },
      },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('Student code ran confined by: bubblewrap sandbox');
    expect(run.stdout).toContain('Total 149/279');
  });
});
