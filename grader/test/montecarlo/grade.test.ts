import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../cli/main.ts';
import { listActivities } from '../../src/kit/activities.ts';
import { assembleSubmission, type Recipe } from '../../src/intake/assemble.ts';
import type { GradeReport } from '../../src/score/result.ts';
import { KIT_ROOT } from '../../cli/context.ts';
import { testContext } from '../support.ts';

const activities = listActivities(KIT_ROOT, 'montecarlo');

async function gradeRecipe(
  recipe: Recipe,
): Promise<{ report: GradeReport; gradescope: unknown; stdout: string; code: number }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-grade-montecarlo-'));
  assembleSubmission(KIT_ROOT, activities, recipe, path.join(dir, 'submission'));
  const ctx = testContext([], { cwd: dir });
  const code = await main(['grade', 'submission', '--json', 'report.json', '--gradescope', 'results.json'], ctx);
  const read = (name: string) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown;
  return {
    report: read('report.json') as GradeReport,
    gradescope: read('results.json'),
    stdout: ctx.stdout.text,
    code,
  };
}

const byId = (report: GradeReport, id: string) => report.activities.find((a) => a.id === id)!;
const hiddenPoints = (report: GradeReport, id: string) => byId(report, id).hidden.reduce((sum, t) => sum + t.points, 0);

/** The reference Game of stage 02, as a student hands it in (it imports as a student's file does). */
const studentStyleGame = () => readFileSync(path.join(KIT_ROOT, 'solutions/montecarlo/02-game/Game.ts'), 'utf8');

describe('one Monte Carlo activity at a time', () => {
  let report: GradeReport;
  const withPush = studentStyleGame().replace(
    '  consolidate(): void {\n',
    '  consolidate(): void {\n    const moved: Card[] = [];\n    moved.push(this.deck[0]!);\n',
  );
  const recipe: Recipe = {
    'montecarlo/01-coordinate': 'reference',
    'montecarlo/02-game': { files: { 'Game.ts': { text: withPush } } },
    'montecarlo/03-hint': { files: { 'Game.ts': 'buggy:misses-down-left' } },
  };

  beforeAll(async () => {
    ({ report } = await gradeRecipe(recipe));
  });

  it('a_correct_activity_keeps_full_marks', () => {
    const coordinate = byId(report, 'montecarlo/01-coordinate');
    expect(coordinate.points).toBe(coordinate.maxPoints);
  });

  it('a_forbidden_api_is_reported_with_its_file_and_line_and_withholds_the_hidden_points', () => {
    const game = byId(report, 'montecarlo/02-game');
    const line = withPush.split('\n').findIndex((text) => text.includes('moved.push(')) + 1;
    expect(game.forbidden.map((u) => `${u.file}:${u.line} ${u.api}`)).toEqual([
      `montecarlo/02-game/Game.ts:${line} .push`,
    ]);
    expect(
      game.hidden.every((t) => t.passed),
      'the code itself is correct',
    ).toBe(true);
    expect(hiddenPoints(report, 'montecarlo/02-game')).toBe(0);
    expect(game.problems.join('\n')).toMatch(/uses \.push: not allowed here/);
  });

  it('a_buggy_hint_loses_the_tests_that_catch_it_only', () => {
    const hint = byId(report, 'montecarlo/03-hint');
    const failed = hint.hidden.filter((t) => !t.passed).map((t) => t.name);
    expect(failed).toContain('a_pair_touching_along_either_diagonal_is_found');
    expect(hiddenPoints(report, 'montecarlo/03-hint')).toBeGreaterThan(0);
    expect(hint.points).toBeLessThan(hint.maxPoints);
  });
});
