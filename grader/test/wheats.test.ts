// Wheats (correct implementations that differ where the stage leaves room): a student's test that fails on one is
// over-specified, counts for nothing, and every report names the freedom it assumed.
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../cli/main.ts';
import { KIT_ROOT } from '../cli/context.ts';
import { findActivity, listActivities } from '../src/kit/activities.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { wheatImpls } from '../src/kit/wheats.ts';
import type { GradeReport } from '../src/score/result.ts';
import { validatorFor } from '../src/kit/schemas.ts';
import { readAsGitLab } from './consumers/gitlabJunit.ts';
import { JUNIT4_XSD, xmllintErrors } from './consumers/jenkinsSchemas.ts';
import { testContext } from './support.ts';

const activities = listActivities(KIT_ROOT, 'pyramid');
const model = findActivity(activities, 'pyramid/01');
const byRank = wheatImpls(model).find((wheat) => wheat.id === 'BasicPyramidSolitaire.deck-by-rank')!;

// The reference's own tests, and one more that assumes getDeck's order (the README leaves it open).
const reference = readFileSync(path.join(model.referenceDir, 'BasicPyramidSolitaireTester.test.ts'), 'utf8');
const OVER = 'getDeck_starts_with_the_clubs';
const overSpecified = reference.replace(
  "describe('BasicPyramidSolitaireTester', () => {\n",
  "describe('BasicPyramidSolitaireTester', () => {\n" +
    `  it('${OVER}', () => {\n` +
    "    expect(String(new BasicPyramidSolitaire().getDeck()[1])).toBe('2♣');\n" +
    '  });\n\n',
);

describe('a student test that assumes what the specification leaves open', () => {
  let report: GradeReport;
  let gradescope: { tests: { name: string; output?: string; score?: number }[] };
  let junit: string;
  let stdout: string;
  beforeAll(async () => {
    expect(overSpecified).not.toBe(reference);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-wheats-'));
    const recipe = {
      'pyramid/01-model': { files: { 'BasicPyramidSolitaireTester.test.ts': { text: overSpecified } } },
    };
    assembleSubmission(KIT_ROOT, activities, recipe, path.join(dir, 'submission'));
    const ctx = testContext([], { cwd: dir });
    const outputs = ['--json', 'report.json', '--gradescope', 'results.json', '--junit', 'junit.xml'];
    const code = await main(['grade', 'submission', '--activity', 'pyramid/01', ...outputs], ctx);
    expect(code, ctx.stderr.text).toBe(0);
    const read = (name: string) => readFileSync(path.join(dir, name), 'utf8');
    report = JSON.parse(read('report.json')) as GradeReport;
    gradescope = JSON.parse(read('results.json')) as typeof gradescope;
    junit = read('junit.xml');
    stdout = ctx.stdout.text;
  }, 120_000);

  it('loses_its_validity_names_the_freedom_and_voids_the_testing_points_in_the_json_report', () => {
    expect(validatorFor(kitPaths(KIT_ROOT).schemas, 'grade-report')(report)).toBe(true);
    const { testing } = report.activities[0]!;
    const wheats = wheatImpls(model).length;
    expect(testing.wheats).toBe(wheats);
    const test = testing.tests.find((t) => t.name.endsWith(OVER))!;
    expect(test).toMatchObject({
      validOnReference: true,
      wheatsPassed: wheats - 1,
      overSpecified: [{ wheat: byRank.id, freedom: byRank.freedom }],
    });
    // The reference's own tests stay valid on every wheat; the over-specified test catches nothing.
    expect(testing.tests.filter((t) => t.overSpecified)).toHaveLength(1);
    expect(testing.tests.filter((t) => !t.overSpecified).every((t) => t.wheatsPassed === wheats)).toBe(true);
    expect(testing.buggy.flatMap((bug) => bug.caughtBy).some((name) => name.endsWith(OVER))).toBe(false);
    expect(testing.points).toBe(0);
    expect(testing.note).toMatch(/assume what the specification leaves open/);
  });

  it('is_named_with_its_freedom_in_the_terminal_gradescope_and_junit', () => {
    const words = `fails where ${byRank.freedom.replace(/\.$/, '')}. It assumes what the specification leaves open`;
    expect(stdout.replace(/\s+/g, ' ')).toContain(`over-specified: BasicPyramidSolitaireTester > ${OVER}`);
    expect(stdout.replace(/\s+/g, ' ')).toContain(words);
    expect(stdout).toMatch(/\d+ of \d+ tests pass on the reference and on all 3 other correct implementations/);
    const testing = gradescope.tests.find((t) => t.name.endsWith('your tests catch buggy implementations'))!;
    expect(testing.score).toBe(0);
    expect(testing.output).toContain(words);
    expect(xmllintErrors(junit, JUNIT4_XSD)).toBe('');
    const failed = readAsGitLab(junit).find((c) => c.name.endsWith(OVER))!;
    expect(failed.status).toBe('failed');
    expect(junit).toContain(`valid on every correct implementation: BasicPyramidSolitaireTester &gt; ${OVER}`);
  });
});
