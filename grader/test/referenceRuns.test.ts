import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assembleSubmission } from '../src/intake/assemble.ts';
import { listActivities } from '../src/kit/activities.ts';
import { grade } from '../src/score/grade.ts';
import { KitCopy } from './support.ts';

// The hidden suites' runs on the reference are kept under the kit's .cardlab/reference-runs/: they list the hidden
// tests and their points, so what a kept run says is each stage's maximum. A kept run damaged since must cost time
// only (the run is made again), never a grade.

describe('the kept runs of the reference', () => {
  const kit = new KitCopy();
  afterAll(() => kit.remove());

  it('are_made_again_where_one_was_damaged_and_the_grade_is_the_same', async () => {
    const card = listActivities(kit.root, 'elevens').filter((a) => a.id === 'elevens/01-card');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-kept-runs-'));
    const submissionDir = path.join(dir, 'sub');
    assembleSubmission(
      kit.root,
      card,
      { 'elevens/01-card': { files: { 'Card.ts': 'buggy:suit-returns-rank' } } },
      submissionDir,
    );
    const graded = async () => {
      const report = await grade({ kitRoot: kit.root, submissionDir, activities: card, outDir: dir });
      return [report.points, report.maxPoints, report.activities[0]!.hidden.length];
    };
    const first = await graded();
    expect(first[0]).toBeLessThan(first[1]!);
    const store = path.join(kit.root, '.cardlab', 'reference-runs');
    const kept = readdirSync(store).map((name) => path.join(store, name));
    expect(kept.length).toBeGreaterThan(0);
    const entries = new Map(kept.map((file) => [file, readFileSync(file, 'utf8')]));
    const damages: ((text: string) => string)[] = [
      () => '{}',
      () => '{"tests": [], "fileErrors": []}',
      () => 'cut sho',
      // Well formed, its digest as written: one hidden test fewer, which would lower the maximum.
      (text) => {
        const { digest, text: outcome } = JSON.parse(text) as { digest: string; text: string };
        const run = JSON.parse(outcome) as { tests: unknown[] };
        return JSON.stringify({ digest, text: JSON.stringify({ ...run, tests: run.tests.slice(1) }) });
      },
    ];
    for (const damage of damages) {
      for (const [file, text] of entries) writeFileSync(file, damage(text));
      expect(await graded()).toEqual(first);
    }
  });
});
