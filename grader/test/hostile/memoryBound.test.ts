import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { findActivity, listActivities } from '../../src/kit/activities.ts';
import { kitPaths } from '../../src/kit/kit.ts';
import { runTests } from '../../src/run/runner.ts';
import { bubblewrapWorks, confinement, type ConfinementKind } from '../../src/sandbox/confinement.ts';
import { DATA_MB, memoryBound } from '../../src/sandbox/memoryBound.ts';

/**
 * A worker's whole memory is bounded under every confinement, array buffers included (they live outside V8's heap,
 * which is all `--max-old-space-size` bounds). This file is kit code run as a coverage run is (no permission model):
 * only the operating system's bound stands between it and the machine's memory.
 */
const kit = kitPaths(KIT_ROOT);
const card = findActivity(listActivities(KIT_ROOT, 'elevens'), 'elevens/01');
// Each allocation asks for more than the bound in all, 100 MB at a time, and touches every page.
const PAST_THE_BOUND = Math.ceil((DATA_MB * 1.4) / 100);

const HOG = `import { expect, it } from 'vitest';
it('boots_and_passes_under_the_bound', () => { expect(new Uint8Array(50_000_000).fill(1)[49_999_999]).toBe(1); });
it('fills_typed_arrays_past_the_bound', () => {
  const kept: Uint8Array[] = [];
  for (let i = 0; i < ${PAST_THE_BOUND}; i++) kept.push(new Uint8Array(100_000_000).fill(1));
  expect(kept.length).toBe(${PAST_THE_BOUND});
});
it('grows_array_buffers_past_the_bound', () => {
  const kept: ArrayBuffer[] = [];
  for (let i = 0; i < ${PAST_THE_BOUND}; i++) { const b = new ArrayBuffer(100_000_000); new Uint8Array(b).fill(2); kept.push(b); }
  expect(kept.length).toBe(${PAST_THE_BOUND});
});
it('still_runs_after_the_others', () => { expect(1 + 1).toBe(2); });
`;

const kinds: ConfinementKind[] = [
  ...(bubblewrapWorks() ? (['bubblewrap'] as const) : []),
  ...(process.getuid?.() === 0 ? (['user'] as const) : []),
  'none',
];

describe('the memory bound', () => {
  it('is_set_on_linux_and_named_in_the_confinement_summary', () => {
    if (process.platform === 'linux') expect(memoryBound().dataLimit).toBe(true);
    expect(confinement().summary).toContain(memoryBound().summary);
    expect(memoryBound().summary).toMatch(/memory: /);
  });
});

describe.each(kinds)('the memory bound under the %s confinement', (kind) => {
  const dir = mkdtempSync(path.join(KIT_ROOT, '.cardlab-memory-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails_what_asks_past_it_and_keeps_the_rest_of_the_file', async () => {
    const file = path.join(dir, 'hog.test.ts');
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, HOG);
    const previous = process.env.CARDLAB_CONFINEMENT;
    process.env.CARDLAB_CONFINEMENT = kind;
    try {
      const run = {
        id: 'hog',
        binding: { kit, activity: card, subjects: {}, workDirs: [kit.activities] },
        files: [file],
        timeoutMs: 20_000,
      };
      const outcome = (await runTests([run], { root: KIT_ROOT, coverage: () => {} })).get('hog')!;
      const state = Object.fromEntries(outcome.tests.map((t) => [t.name, t.state]));
      expect(state).toEqual({
        boots_and_passes_under_the_bound: 'passed',
        fills_typed_arrays_past_the_bound: 'failed',
        grows_array_buffers_past_the_bound: 'failed',
        still_runs_after_the_others: 'passed',
      });
    } finally {
      if (previous === undefined) delete process.env.CARDLAB_CONFINEMENT;
      else process.env.CARDLAB_CONFINEMENT = previous;
    }
  });
});
