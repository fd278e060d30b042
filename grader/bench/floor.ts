/**
 * The floor a grade is measured against: the same hidden suites and the reference student tests, run on the
 * references by one plain vitest command with isolation off (the authoring config, grader/vitest.kit.config.ts):
 * no sandbox, no binding, no coverage, no type check. What is left of a grade's time is what grading adds.
 */
import path from 'node:path';
import { measured, type Measured } from './measure.ts';

export function floorRun(kitRoot: string): Promise<Measured> {
  const vitest = path.join(kitRoot, 'node_modules', 'vitest', 'vitest.mjs');
  const args = [
    vitest,
    'run',
    '--config',
    'grader/vitest.kit.config.ts',
    '--no-isolate',
    '--reporter=dot',
    'grader/suites',
    'solutions',
  ];
  return measured(process.execPath, args, { cwd: kitRoot });
}
