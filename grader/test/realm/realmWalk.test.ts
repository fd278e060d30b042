import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { findActivity, listActivities } from '../../src/kit/activities.ts';
import { kitPaths } from '../../src/kit/kit.ts';
import { runTests } from '../../src/run/runner.ts';

const kit = kitPaths(KIT_ROOT);
const card = findActivity(listActivities(KIT_ROOT, 'elevens'), 'elevens/01');

/**
 * realmWalk.graded.ts, run as a student's test file in a confined worker: the same hardened realm, module wrapper and
 * test framework every graded file gets. Its failures name what one test file could leave for the next.
 */
describe('the realm graded code runs in', () => {
  it('holds_nothing_a_test_file_could_change_for_the_next', async () => {
    mkdirSync(path.join(KIT_ROOT, '.cardlab'), { recursive: true });
    const dir = mkdtempSync(path.join(KIT_ROOT, '.cardlab', 'test-realm-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'elevens', '01-card', 'RealmWalk.test.ts');
    mkdirSync(path.dirname(file), { recursive: true });
    copyFileSync(path.join(import.meta.dirname, 'realmWalk.graded.ts'), file);
    const outcome = (
      await runTests(
        [
          {
            id: 'walk',
            binding: { kit, activity: card, subjects: {}, workDirs: [kit.activities, dir] },
            files: [file],
            timeoutMs: 120_000,
          },
        ],
        { root: KIT_ROOT },
      )
    ).get('walk')!;
    expect(outcome.fileErrors).toEqual([]);
    const states = Object.fromEntries(outcome.tests.map((test) => [test.name, test.state]));
    expect(states).toMatchObject({ 'the first context': 'passed', 'the second context': 'passed' });
    // The walk's findings come back whole as the compared text (a failure's message is cut short).
    const failed = outcome.tests
      .filter((test) => test.state === 'failed')
      .map((test) => `${test.name}: ${test.comparison?.actual ?? test.message}`);
    expect(failed.join('\n\n')).toBe('');
    expect(states['everything graded code can reach is frozen']).toBe('passed');
    expect(states['sees none of the host’s own globals']).toBe('passed');
  });
});
