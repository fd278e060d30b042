import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { listActivities } from '../../src/activities.ts';
import { assembleSubmission, type Recipe } from '../../src/assemble.ts';
import type { GradeReport } from '../../src/result.ts';
import { KIT_ROOT } from '../../cli/context.ts';
import { testContext } from '../support.ts';

const activities = listActivities(KIT_ROOT, 'pyramid');

async function gradeRecipe(recipe: Recipe): Promise<GradeReport> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-pyramid-grade-'));
  assembleSubmission(KIT_ROOT, activities, recipe, path.join(dir, 'submission'));
  const code = await main(['grade', 'submission', '--json', 'report.json'], testContext([], { cwd: dir }));
  expect(code).toBe(0);
  return JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as GradeReport;
}

describe('grading the Pyramid Solitaire lab', () => {
  it('the_reference_solutions_score_full_marks', async () => {
    const report = await gradeRecipe(Object.fromEntries(activities.map((a) => [a.id, 'reference'])) as Recipe);
    const pyramid = report.activities.filter((a) => a.id.startsWith('pyramid/'));
    expect(pyramid.map((a) => a.id)).toEqual(['pyramid/01-model', 'pyramid/02-view', 'pyramid/03-controller']);
    for (const activity of pyramid) {
      expect(activity.problems, activity.id).toEqual([]);
      expect(activity.typeProblems, activity.id).toEqual([]);
      expect(activity.points, activity.id).toBe(activity.maxPoints);
    }
  });

  it('the_stubs_score_zero_on_every_hidden_test', async () => {
    const report = await gradeRecipe(Object.fromEntries(activities.map((a) => [a.id, 'stub'])) as Recipe);
    for (const activity of report.activities.filter((a) => a.id.startsWith('pyramid/'))) {
      expect(activity.hidden.length, activity.id).toBeGreaterThan(0);
      expect(activity.hidden.filter((t) => t.passed).map((t) => t.name), activity.id).toEqual([]);
      expect(activity.points, activity.id).toBe(0);
    }
  });
});
