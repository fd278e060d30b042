import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runAsStudentTest } from './gradedFile.ts';

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

describe('a newer Node’s language', () => {
  it('is_not_seen_by_graded_code_whatever_node_runs_the_worker', async () => {
    const outcome = await runAsStudentTest('newerLanguage.graded.ts', 'NewerLanguage.test.ts', 60_000);
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
