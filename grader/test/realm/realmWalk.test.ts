import { describe, expect, it } from 'vitest';
import { runAsStudentTest } from './gradedFile.ts';

/**
 * realmWalk.graded.ts, run as a student's test file in a confined worker: the same hardened realm, module wrapper and
 * test framework every graded file gets. Its failures name what one test file could leave for the next.
 */
describe('the realm graded code runs in', () => {
  it('holds_nothing_a_test_file_could_change_for_the_next', async () => {
    const outcome = await runAsStudentTest('realmWalk.graded.ts', 'RealmWalk.test.ts', 120_000);
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
