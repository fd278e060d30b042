import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { confinement, probeConfinement } from '../src/sandbox/confinement.ts';
import { memoryBound } from '../src/sandbox/memoryBound.ts';
import { trial, trialNow } from '../src/sandbox/trial.ts';

const TSX = path.join(KIT_ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');

describe("the confinement's trials", () => {
  it.each([
    [['-c', 'exit 0'], true],
    [['-c', 'exit 3'], false],
    [['-c', 'kill -9 $$'], false],
  ] as const)('sh %j: told now and told later alike (%s)', async (args, works) => {
    expect(trialNow('/bin/sh', [...args])).toBe(works);
    expect(await trial('/bin/sh', [...args])).toBe(works);
  });

  it('a_program_that_does_not_exist_is_a_failed_trial_not_an_error', async () => {
    expect(trialNow('cardlab-no-such-program', [])).toBe(false);
    expect(await trial('cardlab-no-such-program', [])).toBe(false);
  });

  it('tried_in_the_background_they_give_the_confinement_a_process_finds_by_trying_at_once', async () => {
    await probeConfinement();
    const { dataLimit, deepStack } = memoryBound();
    const background = { kind: confinement().kind, dataLimit, deepStack };
    // A fresh process that never starts them in the background: confinement() tries each when it is asked.
    const script =
      "import { confinement } from './grader/src/sandbox/confinement.ts';" +
      "import { memoryBound } from './grader/src/sandbox/memoryBound.ts';" +
      'const { dataLimit, deepStack } = memoryBound();' +
      'process.stdout.write(JSON.stringify({ kind: confinement().kind, dataLimit, deepStack }));';
    const fresh = spawnSync(process.execPath, [TSX, '-e', script], { cwd: KIT_ROOT, encoding: 'utf8' });
    expect(fresh.status, fresh.stderr).toBe(0);
    expect(background).toEqual(JSON.parse(fresh.stdout));
  });

  // The worker's stack is raised (memoryBound.ts) wherever the shell may raise it; where the hard limit is lower, the
  // workers keep the data limit and the default stack, and still start.
  it.runIf(process.platform === 'linux')(
    'raise_the_stack_where_the_hard_limit_allows_and_keep_the_data_limit_where_not',
    () => {
      const script =
        "import { memoryBound, STACK_MB } from './grader/src/sandbox/memoryBound.ts';" +
        "import { trialNow } from './grader/src/sandbox/trial.ts';" +
        'const { dataLimit, deepStack, summary } = memoryBound();' +
        "const raisable = trialNow('/bin/sh', ['-c', `ulimit -s ${STACK_MB * 1024}`]);" +
        'process.stdout.write(JSON.stringify({ dataLimit, deepStack, raisable, summary }));';
      const under = (hardStackKb?: number) => {
        const limit = hardStackKb === undefined ? '' : `ulimit -Ss ${hardStackKb} && ulimit -Hs ${hardStackKb} && `;
        const child = spawnSync('/bin/sh', ['-c', `${limit}exec "$0" "$@"`, process.execPath, TSX, '-e', script], {
          cwd: KIT_ROOT,
          encoding: 'utf8',
        });
        expect(child.status, child.stderr).toBe(0);
        return JSON.parse(child.stdout) as {
          dataLimit: boolean;
          deepStack: boolean;
          raisable: boolean;
          summary: string;
        };
      };
      const here = under();
      expect(here.dataLimit).toBe(true);
      expect(here.deepStack).toBe(here.raisable);
      expect(here.summary.includes('stack:')).toBe(!here.deepStack);
      // Graded on the machine's own stack, every report says so: deep recursion may fail here and pass elsewhere.
      const shallow = under(8192);
      expect(shallow).toMatchObject({ dataLimit: true, deepStack: false, raisable: false });
      expect(shallow.summary).toMatch(/stack: the machine's own, not raised to 16 MB \(the hard limit, `ulimit -Hs`/);
    },
  );
});
