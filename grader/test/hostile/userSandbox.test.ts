import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { findActivity, listActivities } from '../../src/kit/activities.ts';
import { kitPaths } from '../../src/kit/kit.ts';
import { runTests } from '../../src/run/runner.ts';
import { claimSandboxId } from '../../src/sandbox/sandboxUsers.ts';

/**
 * Sandbox user ids are claimed machine-wide: the end of a worker kills every process of its id, so two graders side by
 * side must never hold the same one, and a grader that died must not keep its ids for good.
 */
describe('a sandbox user id', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'cardlab-ids-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const range = { folder, first: 70_000, count: 3 };
  const heldBy = (id: number, pid: number) => {
    mkdirSync(path.join(folder, String(id)));
    writeFileSync(path.join(folder, String(id), 'pid'), String(pid));
  };

  it('is_never_one_a_live_grader_holds_and_is_taken_back_from_a_dead_one', () => {
    // Another grader, alive (the process that started this test), holds two ids; one that ended holds the third.
    heldBy(70_000, process.ppid);
    heldBy(70_001, process.ppid);
    heldBy(70_002, spawnSync('true').pid!);

    const claimed = claimSandboxId(range);
    expect(claimed.uid).toBe(70_002);
    expect(claimed.gid).toBe(70_002);
    expect(() => claimSandboxId(range)).toThrow(/all 3 sandbox user ids from 70000 are held by running workers/);

    claimed.release();
    expect(existsSync(path.join(folder, '70002'))).toBe(false);
    const again = claimSandboxId(range);
    expect(again.uid).toBe(70_002);
    again.release();
  });

  it('is_held_while_its_claim_is_being_written', () => {
    mkdirSync(path.join(folder, 'fresh'));
    const fresh = { folder: path.join(folder, 'fresh'), first: 70_010, count: 1 };
    // A claim made this instant whose holder has not yet written its name is not taken.
    mkdirSync(path.join(fresh.folder, '70010'));
    expect(() => claimSandboxId(fresh)).toThrow(/held by running workers/);
  });
});

/**
 * The sandbox folder (sandboxFolder.ts) is shared by every worker of a grader, one student's after another's: a worker
 * may use what is there, never change it, list it or reach another worker's part. Tried as sandbox.test.ts tries the
 * rest, by kit code without the inner layers (no import policy, no permission model), so only the user id stands in
 * the way.
 */
const ATTEMPTS = `import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
const runtime = process.argv[1];
const folder = path.dirname(runtime);
it('runs_from_the_sandbox_folder', () => { expect(path.basename(folder)).toMatch(/^cardlab-sandbox-/); expect(path.dirname(process.cwd())).toBe(folder); expect(readFileSync(runtime).length).toBeGreaterThan(0); });
it('cannot_list_it', () => { expect(() => readdirSync(folder)).toThrow(); });
it('cannot_change_the_runtime_later_workers_run', () => { expect(() => writeFileSync(runtime, '')).toThrow(); });
it('cannot_add_to_it', () => { expect(() => writeFileSync(path.join(folder, 'node'), '')).toThrow(); expect(() => mkdirSync(path.join(folder, 'scratch-x'))).toThrow(); });
it('cannot_see_or_free_the_claimed_ids', () => { expect(() => readdirSync('/tmp/cardlab-sandbox-ids')).toThrow(); expect(() => mkdirSync('/tmp/cardlab-sandbox-ids/1')).toThrow(); });
`;

const kinds = process.getuid?.() === 0 ? ['user'] : [];
describe.each(kinds)('the sandbox folder, tried by a %s worker without the inner layers', (kind) => {
  it('is_used_never_changed_nor_listed', async () => {
    const kit = kitPaths(KIT_ROOT);
    const dir = mkdtempSync(path.join(KIT_ROOT, '.cardlab-escape-'));
    const previous = process.env.CARDLAB_CONFINEMENT;
    process.env.CARDLAB_CONFINEMENT = kind;
    try {
      const file = path.join(dir, 'folder.test.ts');
      writeFileSync(file, ATTEMPTS);
      const run = {
        id: 'folder',
        binding: {
          kit,
          activity: findActivity(listActivities(KIT_ROOT, 'elevens'), 'elevens/01'),
          subjects: {},
          workDirs: [kit.activities],
        },
        files: [file],
        timeoutMs: 10_000,
      };
      const outcome = (await runTests([run], { root: KIT_ROOT, coverage: () => {} })).get('folder')!;
      expect(outcome.fileErrors).toEqual([]);
      const verdicts = Object.fromEntries(
        outcome.tests.map((t) => [t.name, t.state === 'passed' ? 'passed' : t.message]),
      );
      expect(Object.keys(verdicts)).toHaveLength(5);
      for (const [name, verdict] of Object.entries(verdicts)) expect(verdict, name).toBe('passed');
    } finally {
      if (previous === undefined) delete process.env.CARDLAB_CONFINEMENT;
      else process.env.CARDLAB_CONFINEMENT = previous;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
