import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { findActivity, listActivities } from '../../src/activities.ts';
import { kitPaths } from '../../src/kit.ts';
import { runTests, type RunOutcome, type TestRun } from '../../src/runner.ts';
import { scoreHidden } from '../../src/scoring.ts';
import { CORPUS } from './corpus.ts';

const kit = kitPaths(KIT_ROOT);
const card = findActivity(listActivities(KIT_ROOT, 'elevens'), 'elevens/01');
const guarded = [path.join(card.suiteDir, 'Card.hidden.test.ts'), path.join(card.referenceDir, 'Card.ts')];
const digest = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('the hostile corpus, graded side by side in one worker', () => {
  const before = new Map(guarded.map((file) => [file, readFileSync(file, 'utf8')]));
  let outcomes: Map<string, RunOutcome>;
  let dir: string;

  beforeAll(async () => {
    mkdirSync(path.join(KIT_ROOT, '.cardlab'), { recursive: true });
    dir = mkdtempSync(path.join(KIT_ROOT, '.cardlab', 'test-hostile-'));
    const reference = readFileSync(path.join(card.referenceDir, 'Card.ts'), 'utf8');
    const stub = readFileSync(path.join(card.stubDir, 'Card.ts'), 'utf8');
    const runs: TestRun[] = CORPUS.map((entry, k) => {
      const file = path.join(dir, String(k), 'elevens', '01-card', 'Card.ts');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, entry.source(reference, stub));
      return { id: entry.name, binding: { kit, activity: card, subjects: { 'Card.ts': file }, workDirs: [kit.activities, path.join(dir, String(k))] }, files: [path.join(card.suiteDir, 'Card.hidden.test.ts')], timeoutMs: 1_000 };
    });
    outcomes = await runTests(runs, { root: KIT_ROOT, limitMs: 120_000 });
  });

  afterAll(() => {
    // Should a protection ever fail, put the kit back as it was (the test has failed by then).
    for (const [file, text] of before) if (readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
    rmSync(dir, { recursive: true, force: true });
  });

  it('has_at_least_25_submissions', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(25);
  });

  for (const entry of CORPUS) {
    it(`${entry.name}: scores exactly ${entry.points} (${entry.passes} hidden tests passed)`, () => {
      const outcome = outcomes.get(entry.name)!;
      const passed = outcome.tests.filter((test) => test.state === 'passed').map((test) => test.name);
      expect(passed.length, `passed: ${passed.join(', ') || 'none'}; errors: ${outcome.fileErrors.map((e) => e.message).join(' | ')}`).toBe(entry.passes);
      expect(scoreHidden(card, outcome).reduce((sum, test) => sum + test.points, 0)).toBe(entry.points);
      // Whatever failed says why.
      for (const test of outcome.tests.filter((t) => t.state !== 'passed')) expect(test.message, test.name).toBeTruthy();
    });
  }

  it('changed_nothing_of_the_kit_and_wrote_no_results_file', () => {
    for (const [file, text] of before) expect(digest(file), path.relative(KIT_ROOT, file)).toBe(createHash('sha256').update(text).digest('hex'));
    expect(existsSync(path.join(KIT_ROOT, 'results.json'))).toBe(false);
  });
});
