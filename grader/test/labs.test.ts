import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { listActivities, listLabs } from '../src/kit/activities.ts';
import { assembleSubmission, type Recipe } from '../src/intake/assemble.ts';
import { kitPaths } from '../src/kit/kit.ts';
import type { GradeReport } from '../src/score/result.ts';
import { validatorFor } from '../src/kit/schemas.ts';
import { testContext } from './support.ts';

// Every lab the kit has is graded by the same rules, found by listing the kit (a new lab is covered without a line
// added here); grade.test.ts covers grading in more detail on one lab.
const kit = kitPaths(KIT_ROOT);
const schemas = kit.schemas;

async function gradeRecipe(lab: string, source: 'reference' | 'stub'): Promise<GradeReport> {
  const activities = listActivities(KIT_ROOT, lab);
  const dir = mkdtempSync(path.join(os.tmpdir(), `cardlab-grade-${lab}-`));
  assembleSubmission(
    KIT_ROOT,
    activities,
    Object.fromEntries(activities.map((a) => [a.id, source])) as Recipe,
    path.join(dir, 'submission'),
  );
  const ctx = testContext([], { cwd: dir });
  expect(
    await main(['grade', 'submission', '--json', 'report.json', '--gradescope', 'results.json'], ctx),
    ctx.stderr.text,
  ).toBe(0);
  const gradescope = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as unknown;
  expect(validatorFor(schemas, 'gradescope-results')(gradescope)).toBe(true);
  return JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as GradeReport;
}

describe.each(listLabs(kit))('grading the %s lab', (lab) => {
  it('the_reference_solutions_score_full_marks', async () => {
    const report = await gradeRecipe(lab, 'reference');
    expect(report.activities.map((a) => a.id)).toEqual(listActivities(KIT_ROOT, lab).map((a) => a.id));
    for (const activity of report.activities) {
      expect(activity.problems, activity.id).toEqual([]);
      expect(activity.typeProblems, activity.id).toEqual([]);
      expect(activity.forbidden, activity.id).toEqual([]);
      expect(activity.points, activity.id).toBe(activity.maxPoints);
    }
    expect(validatorFor(schemas, 'grade-report')(report)).toBe(true);
  });

  it('the_stubs_score_zero_on_every_hidden_test', async () => {
    const report = await gradeRecipe(lab, 'stub');
    for (const activity of report.activities) {
      expect(activity.hidden.length, activity.id).toBeGreaterThan(0);
      expect(
        activity.hidden.filter((t) => t.passed).map((t) => t.name),
        activity.id,
      ).toEqual([]);
      expect(activity.points, activity.id).toBe(0);
    }
  });
});
