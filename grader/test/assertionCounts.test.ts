import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { runTests } from '../src/run/runner.ts';
import { cardStage } from './support.ts';

// What `expect.assertions(n)` and `expect.hasAssertions()` ask of a test, as the worker counts the assertions: each
// test from nothing, whatever the tests before it counted.
const TESTS = `import { expect, it } from 'vitest';
import { Card } from './Card.ts';
const ace = () => new Card('ace', 'hearts', 1);
it('two_asked_two_made', () => {
  expect.assertions(2);
  expect(ace().rank()).toBe('ace');
  expect(ace().suit()).toBe('hearts');
});
it('three_asked_two_made', () => {
  expect.assertions(3);
  expect(ace().rank()).toBe('ace');
  expect(ace().suit()).toBe('hearts');
});
it('many_made_here', () => {
  for (let k = 0; k < 5; k++) expect(ace().pointValue()).toBe(1);
});
it('one_asked_one_made_after_a_test_of_many', () => {
  expect.assertions(1);
  expect(ace().rank()).toBe('ace');
});
it('some_asked_none_made', () => {
  expect.hasAssertions();
});
it('some_asked_some_made', async () => {
  expect.hasAssertions();
  await Promise.resolve();
  expect(ace().rank()).toBe('ace');
});
`;

describe("the worker's count of a test's assertions", () => {
  it('passes_a_test_that_made_as_many_as_it_asked_and_fails_one_that_did_not', async () => {
    const { stage, binding } = cardStage('assertions');
    writeFileSync(path.join(stage, 'CountTester.test.ts'), TESTS);
    const outcomes = await runTests(
      [{ id: 'counts', binding, files: [path.join(stage, 'CountTester.test.ts')], timeoutMs: 5_000 }],
      { root: KIT_ROOT },
    );
    const states = Object.fromEntries(outcomes.get('counts')!.tests.map((test) => [test.name, test.state]));
    expect(states).toEqual({
      two_asked_two_made: 'passed',
      three_asked_two_made: 'failed',
      many_made_here: 'passed',
      one_asked_one_made_after_a_test_of_many: 'passed',
      some_asked_none_made: 'failed',
      some_asked_some_made: 'passed',
    });
  });
});
