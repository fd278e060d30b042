import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { main } from '../../cli/main.ts';
import { listActivities } from '../../src/kit/activities.ts';
import { assembleSubmission } from '../../src/intake/assemble.ts';
import { kitSecrets, leaksIn } from '../../src/release/secrets.ts';
import { GradescopeLayout, visibleText } from '../consumers/gradescopeLayout.ts';
import { testContext } from '../support.ts';

const activities = listActivities(KIT_ROOT, 'elevens');
const secrets = kitSecrets(KIT_ROOT);
const REFERENCE_CARD = '/autograder/source/solutions/elevens/01-card/Card.ts';
// Hidden tests' names are in results.json by design (shown after publication); their code and the references never.
const sourceLeaks = (text: string) => leaksIn(text, secrets).filter((leak) => !leak.startsWith('the hidden test'));

/** A student's test that tries to overwrite the results file Gradescope reads. */
const FORGING_TEST = `import { expect, it } from 'vitest';
import { Card } from './Card.ts';
it('looks_innocent', async () => {
  try { (await import('node:' + 'fs')).writeFileSync('/autograder/results/results.json', '{"score": 100, "tests": []}'); } catch {}
  expect(new Card('ace', 'hearts', 1).rank()).toBe('ace');
});
`;

/**
 * A student's test that reads the reference Card from /autograder/source every way graded code might, and puts
 * whatever it got in its own name and in a failure message, both of which the student sees.
 */
const PRYING_TEST = `import { expect, it } from 'vitest';
const got: string[] = [];
try { got.push((await import('node:' + 'fs')).readFileSync('${REFERENCE_CARD}', 'utf8')); } catch (e) { got.push(String(e)); }
try { got.push(String(await import('${REFERENCE_CARD}'))); } catch (e) { got.push(String(e)); }
try { got.push(String(await import('../../../source/solutions/elevens/01-card/Card.ts'))); } catch (e) { got.push(String(e)); }
it('pries ' + got.join(' | ').slice(0, 2000), () => {
  expect(got.join('\\n')).toBe('');
});
`;

// Gradescope's containers may lack user namespaces: the bundle is proved under the fallback too.
describe.each(['bubblewrap', 'user'])('the Gradescope bundle under %s, given hostile submissions', (kind) => {
  let layout: GradescopeLayout;
  const grade = async (make: (submission: string) => void) =>
    (await layout.grade(make, { CARDLAB_CONFINEMENT: kind })).results;

  beforeAll(async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'cardlab-gradescope-hostile-'));
    const ctx = testContext([], { cwd: work });
    expect(await main(['release', 'gradescope', 'autograder.zip', '--lab', 'elevens'], ctx)).toBe(0);
    layout = new GradescopeLayout();
    await layout.unpack(path.join(work, 'autograder.zip'));
    const setup = layout.setup();
    expect(setup.status, setup.stderr).toBe(0);
  });

  it('a_card_that_links_to_the_reference_earns_nothing_and_shows_nothing_of_it', async () => {
    const results = await grade((submission) => {
      mkdirSync(path.join(submission, 'elevens', '01-card'), { recursive: true });
      symlinkSync(REFERENCE_CARD, path.join(submission, 'elevens', '01-card', 'Card.ts'));
    });
    expect(results.extra_data?.confinement).toBe(kind);
    expect(results.score).toBe(0);
    const visible = results.tests
      .filter((t) => t.visibility === 'visible')
      .map((t) => t.output ?? '')
      .join('\n');
    expect(visible).toMatch(/symbolic link/);
    expect(leaksIn(visibleText(results), secrets)).toEqual([]);
    expect(sourceLeaks(JSON.stringify(results))).toEqual([]);
  });

  it('a_test_that_reads_autograder_source_gets_nothing_of_it', async () => {
    const results = await grade((submission) => {
      const files = { 'Card.ts': 'reference' as const, 'CardTester.test.ts': { text: PRYING_TEST } };
      assembleSubmission(KIT_ROOT, activities, { 'elevens/01-card': { files } }, submission);
    });
    const text = JSON.stringify(results);
    expect(text).toMatch(/pries|could not run/);
    expect(leaksIn(visibleText(results), secrets)).toEqual([]);
    expect(sourceLeaks(text)).toEqual([]);
    expect(text).not.toContain('cardPointValue');
  });

  it('a_test_that_writes_the_results_file_changes_nothing', async () => {
    const results = await grade((submission) => {
      const files = { 'Card.ts': 'reference' as const, 'CardTester.test.ts': { text: FORGING_TEST } };
      assembleSubmission(KIT_ROOT, activities, { 'elevens/01-card': { files } }, submission);
    });
    // The reference Card earns its 11 hidden points; the forging test catches no buggy Card (0 of 4); the rest of
    // the lab was not handed in.
    expect(results.score).toBe(11);
    expect(results.tests.length).toBeGreaterThan(100);
  });

  it('a_card_that_reaches_for_the_process_earns_nothing_and_the_grade_still_lands', async () => {
    const results = await grade((submission) => {
      mkdirSync(path.join(submission, 'elevens', '01-card'), { recursive: true });
      const card = '(globalThis as any).process.kill((globalThis as any).process.ppid);\nexport class Card {}\n';
      writeFileSync(path.join(submission, 'elevens', '01-card', 'Card.ts'), card);
    });
    expect(results.score).toBe(0);
    expect(results.tests.filter((t) => t.name.startsWith('elevens/01-card')).length).toBeGreaterThan(10);
  });
});
