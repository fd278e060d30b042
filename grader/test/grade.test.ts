import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../cli/main.ts';
import { findActivity, listActivities } from '../src/kit/activities.ts';
import { assembleSubmission, type Recipe } from '../src/intake/assemble.ts';
import { kitPaths } from '../src/kit/kit.ts';
import type { GradeReport } from '../src/score/result.ts';
import { runTests } from '../src/run/runner.ts';
import { validatorFor } from '../src/kit/schemas.ts';
import { KIT_ROOT } from '../cli/context.ts';
import { readAsGitLab } from './consumers/gitlabJunit.ts';
import { JUNIT4_XSD, xmllintErrors } from './consumers/jenkinsSchemas.ts';
import { testContext } from './support.ts';

const activities = listActivities(KIT_ROOT, 'elevens');
const kit = kitPaths(KIT_ROOT);

async function gradeRecipe(
  recipe: Recipe,
  only?: string,
): Promise<{ report: GradeReport; gradescope: unknown; junit: string; stdout: string; code: number }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-grade-'));
  assembleSubmission(KIT_ROOT, activities, recipe, path.join(dir, 'submission'));
  const ctx = testContext([], { cwd: dir });
  const code = await main(
    [
      'grade',
      'submission',
      '--json',
      'report.json',
      '--gradescope',
      'results.json',
      '--junit',
      'junit.xml',
      ...(only ? ['--activity', only] : []),
    ],
    ctx,
  );
  const read = (name: string) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as unknown;
  return {
    report: read('report.json') as GradeReport,
    gradescope: read('results.json'),
    junit: readFileSync(path.join(dir, 'junit.xml'), 'utf8'),
    stdout: ctx.stdout.text,
    code,
  };
}

const byId = (report: GradeReport, id: string) => report.activities.find((a) => a.id === id)!;
const hiddenPoints = (report: GradeReport, id: string) => byId(report, id).hidden.reduce((sum, t) => sum + t.points, 0);
const hiddenMax = (report: GradeReport, id: string) => byId(report, id).maxPoints - byId(report, id).testing.maxPoints;

describe('grading the whole Elevens lab', () => {
  it('the_reference_solutions_score_full_marks', async () => {
    const recipe = Object.fromEntries(activities.map((a) => [a.id, 'reference'])) as Recipe;
    const { report, gradescope, junit, code } = await gradeRecipe(recipe);
    expect(code).toBe(0);
    expect(xmllintErrors(junit, JUNIT4_XSD)).toBe('');
    expect(readAsGitLab(junit).filter((c) => c.status !== 'success')).toEqual([]);
    expect(report.activities).toHaveLength(11);
    for (const activity of report.activities) {
      expect(activity.problems, activity.id).toEqual([]);
      expect(activity.typeProblems, activity.id).toEqual([]);
      expect(activity.points, activity.id).toBe(activity.maxPoints);
    }
    expect(report.points).toBe(report.maxPoints);
    expect(validatorFor(kit.schemas, 'grade-report')(report)).toBe(true);
    expect(validatorFor(kit.schemas, 'gradescope-results')(gradescope)).toBe(true);
  });

  it('the_stubs_score_zero_on_every_hidden_test', async () => {
    const recipe = Object.fromEntries(activities.map((a) => [a.id, 'stub'])) as Recipe;
    const { report } = await gradeRecipe(recipe);
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

describe('one broken activity costs only its own points', () => {
  let report: GradeReport;
  let stdout: string;
  let junit: string;
  const recipe: Recipe = {
    'elevens/01-card': 'reference',
    'elevens/02-deck': { files: { 'Deck.ts': { text: 'export class Deck {\n  size( { return 0 }\n}\n' } } },
    'elevens/03-shuffler': { files: { 'Shuffler.ts': 'omit' } },
    'elevens/04-deck-shuffle': { files: { 'Deck.ts': { text: 'export class Dek {}\n' } } },
    'elevens/07-board-design': { files: { 'boardTrace.ts': { text: "throw new Error('boom at import');\n" } } },
    'elevens/09-elevens-board': { files: { 'ElevensBoard.ts': 'buggy:islegal-ignores-count' } },
    'elevens/10-thirteens-tens': 'reference',
  };

  beforeAll(async () => {
    ({ report, stdout, junit } = await gradeRecipe(recipe));
  });

  it('correct_activities_keep_full_marks', () => {
    for (const id of ['elevens/01-card', 'elevens/10-thirteens-tens'])
      expect(byId(report, id).points, id).toBe(byId(report, id).maxPoints);
  });

  it('a_syntax_error_costs_that_activity_and_says_where', () => {
    const deck = byId(report, 'elevens/02-deck');
    expect(hiddenPoints(report, 'elevens/02-deck')).toBe(0);
    expect(deck.problems.join('\n')).toMatch(/could not load your code: elevens\/02-deck\/Deck\.ts:2:\d+/);
  });

  it('a_missing_file_is_named_and_costs_the_hidden_tests_while_the_student_tests_are_still_graded', () => {
    const shuffler = byId(report, 'elevens/03-shuffler');
    expect(shuffler.problems.join('\n')).toMatch(/missing file elevens\/03-shuffler\/Shuffler\.ts/);
    expect(hiddenPoints(report, 'elevens/03-shuffler')).toBe(0);
    expect(hiddenMax(report, 'elevens/03-shuffler')).toBeGreaterThan(0);
    expect(shuffler.testing.points).toBe(shuffler.testing.maxPoints);
  });

  it('a_missing_export_is_reported_by_the_type_check_and_costs_the_hidden_tests', () => {
    expect(hiddenPoints(report, 'elevens/04-deck-shuffle')).toBe(0);
    expect(
      byId(report, 'elevens/04-deck-shuffle')
        .typeProblems.map((p) => p.message)
        .join('\n'),
    ).toMatch(/Deck/);
  });

  it('an_exception_at_import_is_reported', () => {
    expect(hiddenPoints(report, 'elevens/07-board-design')).toBe(0);
    expect(byId(report, 'elevens/07-board-design').problems.join('\n')).toMatch(/boom at import/);
  });

  it('a_buggy_implementation_loses_exactly_the_points_of_the_tests_that_catch_it', async () => {
    const activity = findActivity(activities, 'elevens/09');
    const buggy = path.join(activity.buggyDir, 'ElevensBoard.islegal-ignores-count.ts');
    const suites = activity.manifest.hidden.map((h) => path.join(activity.suiteDir, h.suite));
    const outcome = (
      await runTests(
        [
          {
            id: 'b',
            binding: { kit, activity, subjects: { 'ElevensBoard.ts': buggy }, workDirs: [kit.activities] },
            files: suites,
            timeoutMs: 5000,
          },
        ],
        { root: KIT_ROOT },
      )
    ).get('b')!;
    const weights = Object.assign({}, ...activity.manifest.hidden.map((h) => h.weights ?? {})) as Record<
      string,
      number
    >;
    const lost = outcome.tests.filter((t) => t.state !== 'passed').reduce((sum, t) => sum + (weights[t.name] ?? 1), 0);
    expect(lost).toBeGreaterThan(0);
    expect(hiddenPoints(report, 'elevens/09-elevens-board')).toBe(hiddenMax(report, 'elevens/09-elevens-board') - lost);
  });

  it('the_terminal_report_shows_each_activity_and_the_total', () => {
    expect(stdout).toMatch(/elevens\/01-card.*\n/);
    expect(stdout).toMatch(/Total [\d.]+\/\d+/);
    expect(stdout).toContain('missing file elevens/03-shuffler/Shuffler.ts');
  });

  it('the_junit_report_passes_jenkins_schema_and_shows_what_did_not_load_as_errors', () => {
    expect(xmllintErrors(junit, JUNIT4_XSD)).toBe('');
    const cases = readAsGitLab(junit);
    const suites = [...junit.matchAll(/<testsuite name="([^"]+)"/g)].map((m) => m[1]);
    expect(suites).toEqual(report.activities.map((a) => `submission/${a.id}`));
    expect(
      cases.filter((c) => c.classname.startsWith('submission.elevens.01-card')).every((c) => c.status === 'success'),
    ).toBe(true);
    // Every hidden test of the missing Shuffler is listed, as an error; none is dropped.
    const shuffler = byId(report, 'elevens/03-shuffler');
    const shufflerCases = cases.filter((c) => c.classname === 'submission.elevens.03-shuffler.Shuffler');
    expect(shufflerCases.map((c) => c.name)).toEqual(shuffler.hidden.map((t) => t.name));
    expect(shufflerCases.every((c) => c.status === 'error')).toBe(true);
    const deck = byId(report, 'elevens/02-deck');
    const deckCases = cases.filter((c) => c.classname.startsWith('submission.elevens.02-deck.'));
    expect(deckCases.filter((c) => c.status !== 'success')).toHaveLength(
      deck.problems.length +
        deck.hidden.filter((t) => !t.passed).length +
        deck.testing.buggy.filter((b) => !b.caught).length,
    );
    expect(
      cases
        .filter((c) => c.classname.startsWith('submission.elevens.09-elevens-board.ElevensBoard'))
        .some((c) => c.status === 'failed'),
    ).toBe(true);
  });
});
