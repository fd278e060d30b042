// A file of this folder written to be graded (`*.graded.ts`), run as a student's test file of Elevens' first stage
// in a confined worker: the same hardened realm, module wrapper and test framework every graded file gets.
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { KIT_ROOT } from '../../cli/context.ts';
import { findActivity, listActivities } from '../../src/kit/activities.ts';
import { kitPaths } from '../../src/kit/kit.ts';
import { runTests, type RunOutcome } from '../../src/run/runner.ts';
import { kitScratch } from '../support.ts';

/** `graded` (a file beside this one), run as `name` in elevens/01-card, under a limit of `timeoutMs` a test. */
export async function runAsStudentTest(graded: string, name: string, timeoutMs: number): Promise<RunOutcome> {
  const kit = kitPaths(KIT_ROOT);
  const card = findActivity(listActivities(KIT_ROOT, 'elevens'), 'elevens/01');
  const dir = kitScratch('graded-file');
  const file = path.join(dir, 'elevens', '01-card', name);
  mkdirSync(path.dirname(file), { recursive: true });
  copyFileSync(path.join(import.meta.dirname, graded), file);
  const binding = { kit, activity: card, subjects: {}, workDirs: [kit.activities, dir] };
  const outcomes = await runTests([{ id: 'graded', binding, files: [file], timeoutMs }], { root: KIT_ROOT });
  return outcomes.get('graded')!;
}
