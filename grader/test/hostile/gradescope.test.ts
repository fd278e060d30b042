import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { main } from '../../cli/main.ts';
import { listActivities } from '../../src/activities.ts';
import { assembleSubmission } from '../../src/assemble.ts';
import { testContext } from '../support.ts';

interface Results {
  score: number;
  tests: { name: string; score: number; max_score: number; visibility: string; output?: string }[];
}

const activities = listActivities(KIT_ROOT, 'elevens');

/** A student's test that tries to overwrite the results file Gradescope reads. */
const FORGING_TEST = (results: string) => `import { expect, it } from 'vitest';
import { Card } from './Card.ts';
it('looks_innocent', async () => {
  try { (await import('node:' + 'fs')).writeFileSync('${results}', '{"score": 100, "tests": []}'); } catch {}
  expect(new Card('ace', 'hearts', 1).rank()).toBe('ace');
});
`;

// Gradescope's containers may lack user namespaces: the bundle is proved under the fallback too.
describe.each(['bubblewrap', 'user'].filter((kind) => kind === 'bubblewrap' || process.getuid?.() === 0))('the Gradescope bundle under %s, given hostile submissions', (kind) => {
  let autograder: string;

  beforeAll(async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'cardlab-gradescope-hostile-'));
    const ctx = testContext([], { cwd: work });
    expect(await main(['release', 'gradescope', 'autograder.zip', '--lab', 'elevens'], ctx)).toBe(0);
    autograder = path.join(work, 'autograder');
    const { extractZip } = await import('../../src/unzip.ts');
    await extractZip(path.join(work, 'autograder.zip'), path.join(autograder, 'source'));
    symlinkSync(path.join(KIT_ROOT, 'node_modules'), path.join(autograder, 'source', 'node_modules'));
  });

  /** As Gradescope runs it: run_autograder copied to the top of the layout and run from there. */
  function runAutograder(make: (submission: string) => void): Results {
    rmSync(path.join(autograder, 'submission'), { recursive: true, force: true });
    rmSync(path.join(autograder, 'results'), { recursive: true, force: true });
    mkdirSync(path.join(autograder, 'results'), { recursive: true });
    make(path.join(autograder, 'submission'));
    cpSync(path.join(autograder, 'source', 'run_autograder'), path.join(autograder, 'run_autograder'));
    const run = spawnSync('bash', [path.join(autograder, 'run_autograder')], { cwd: autograder, env: { ...process.env, AUTOGRADER_DIR: autograder, CARDLAB_CONFINEMENT: kind }, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    return JSON.parse(readFileSync(path.join(autograder, 'results', 'results.json'), 'utf8')) as Results;
  }

  it('a_card_that_links_to_the_reference_earns_nothing_and_shows_nothing_of_it', () => {
    const results = runAutograder((submission) => {
      mkdirSync(path.join(submission, 'elevens', '01-card'), { recursive: true });
      symlinkSync(path.join(autograder, 'source', 'solutions', 'elevens', '01-card', 'Card.ts'), path.join(submission, 'elevens', '01-card', 'Card.ts'));
    });
    expect(results.score).toBe(0);
    const visible = results.tests.filter((t) => t.visibility === 'visible').map((t) => t.output ?? '').join('\n');
    expect(visible).toMatch(/symbolic link/);
    expect(JSON.stringify(results)).not.toContain('cardPointValue');
  });

  it('a_test_that_writes_the_results_file_changes_nothing', () => {
    const results = runAutograder((submission) => {
      assembleSubmission(KIT_ROOT, activities, { 'elevens/01-card': { files: { 'Card.ts': 'reference', 'CardTester.test.ts': { text: FORGING_TEST(path.join(autograder, 'results', 'results.json')) } } } }, submission);
    });
    // The reference Card earns its 11 hidden points; the forging test catches no buggy Card (0 of 4); the rest of
    // the lab was not handed in.
    expect(results.score).toBe(11);
    expect(results.tests.length).toBeGreaterThan(100);
  });

  it('a_card_that_reaches_for_the_process_earns_nothing_and_the_grade_still_lands', () => {
    const results = runAutograder((submission) => {
      mkdirSync(path.join(submission, 'elevens', '01-card'), { recursive: true });
      writeFileSync(path.join(submission, 'elevens', '01-card', 'Card.ts'), '(globalThis as any).process.kill((globalThis as any).process.ppid);\nexport class Card {}\n');
    });
    expect(results.score).toBe(0);
    expect(results.tests.filter((t) => t.name.startsWith('elevens/01-card')).length).toBeGreaterThan(10);
  });
});
