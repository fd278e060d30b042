import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { findActivity, listActivities } from '../../src/kit/activities.ts';
import { kitPaths } from '../../src/kit/kit.ts';
import { runTests } from '../../src/run/runner.ts';

// The workers of this file run plantedRuntime.ts: the worker runtime, started after a newer Node's built-ins were
// planted (plantNewerLanguage.ts). What a newer Node really adds is checked against the record on that Node
// (languageSurface.test.ts); this checks that graded code in a worker never sees what the record lacks.
vi.mock('../../src/kit/generated.ts', async (importOriginal) => {
  const generated = await importOriginal<typeof import('../../src/kit/generated.ts')>();
  const { MATCHER_EDITS } = await import('../../src/kit/countedMatchers.ts');
  const src = path.join(import.meta.dirname, '..', '..', 'src');
  const planted = path.join(import.meta.dirname, 'plantedRuntime.ts');
  return {
    ...generated,
    workerRuntime: () =>
      generated.generatedBundle({
        entry: planted,
        name: 'worker-runtime-planted',
        sources: [
          path.join(src, 'run', 'worker'),
          path.join(src, 'run', 'protocol.ts'),
          path.join(src, 'kit', 'countedMatchers.ts'),
          planted,
          path.join(import.meta.dirname, 'plantNewerLanguage.ts'),
        ],
        packages: ['@vitest/runner', '@vitest/expect', '@vitest/spy', '@vitest/utils', 'chai'],
        edits: MATCHER_EDITS,
      }),
  };
});

const kit = kitPaths(KIT_ROOT);
const card = findActivity(listActivities(KIT_ROOT, 'elevens'), 'elevens/01');

describe('a newer Node’s language', () => {
  it('is_not_seen_by_graded_code_whatever_node_runs_the_worker', async () => {
    mkdirSync(path.join(KIT_ROOT, '.cardlab'), { recursive: true });
    const dir = mkdtempSync(path.join(KIT_ROOT, '.cardlab', 'test-newer-language-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'elevens', '01-card', 'NewerLanguage.test.ts');
    mkdirSync(path.dirname(file), { recursive: true });
    copyFileSync(path.join(import.meta.dirname, 'newerLanguage.graded.ts'), file);
    const outcome = (
      await runTests(
        [
          {
            id: 'newer',
            binding: { kit, activity: card, subjects: {}, workDirs: [kit.activities, dir] },
            files: [file],
            timeoutMs: 60_000,
          },
        ],
        { root: KIT_ROOT },
      )
    ).get('newer')!;
    expect(outcome.fileErrors).toEqual([]);
    const failed = outcome.tests
      .filter((test) => test.state !== 'passed')
      .map((test) => `${test.name}: ${test.state} ${test.comparison?.actual ?? test.message ?? ''}`);
    expect(failed).toEqual([]);
    expect(outcome.tests.map((test) => test.name)).toEqual([
      'sees no member a newer Node adds to a built-in',
      'sees no global a newer Node adds',
      'keeps what the realm replaced working',
    ]);
  });
});
