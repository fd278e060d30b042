import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
