import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { listActivities } from '../src/kit/activities.ts';
import { assembleSubmission } from '../src/intake/assemble.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { addedText } from '../src/score/manual.ts';
import type { GradeReport } from '../src/score/result.ts';
import { validatorFor } from '../src/kit/schemas.ts';
import { testContext } from './support.ts';

const TEMPLATE = readFileSync(path.join(KIT_ROOT, 'activities', 'klondike', '06-gui', 'EXTENSION.md'), 'utf8');

interface GradescopeTest {
  name: string;
  score: number;
  max_score: number;
  status?: string;
  output?: string;
}

/** Grades klondike/06 handed in with the reference painting and, when given, an EXTENSION.md. */
async function grade(extension?: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-manual-'));
  const submission = path.join(dir, 'submission');
  assembleSubmission(KIT_ROOT, listActivities(KIT_ROOT, 'klondike'), { 'klondike/06-gui': 'reference' }, submission);
  if (extension !== undefined) writeFileSync(path.join(submission, 'klondike', '06-gui', 'EXTENSION.md'), extension);
  const ctx = testContext([], { cwd: dir });
  const args = ['grade', 'submission', '--activity', 'klondike/06'];
  args.push('--json', 'report.json', '--gradescope', 'results.json');
  expect(await main(args, ctx), ctx.stderr.text).toBe(0);
  const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as GradeReport;
  const gradescope = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as {
    score: number;
    output: string;
    tests: GradescopeTest[];
  };
  const schemas = kitPaths(KIT_ROOT).schemas;
  expect(validatorFor(schemas, 'grade-report')(report)).toBe(true);
  expect(validatorFor(schemas, 'gradescope-results')(gradescope)).toBe(true);
  return { report, gradescope, terminal: ctx.stdout.text };
}

describe('an item graded by hand (Klondike question 6)', () => {
  it('is carried as extra points, 0 until graded, with what the student wrote, in every report', async () => {
    const written = 'A hint button lights up a move; its code is in Hint.ts.';
    const { report, gradescope, terminal } = await grade(`${TEMPLATE}\n${written}\n`);
    const [activity] = report.activities;
    expect(activity!.manual).toEqual({
      title: 'Question 6: an extension of your choosing',
      file: 'EXTENSION.md',
      points: 0,
      maxPoints: 10,
      described: true,
      description: 'A hint button lights up a move; its code is in Hint.ts.',
    });
    // Extra points: the graded part of the stage is still whole.
    expect(activity!.points).toBe(activity!.maxPoints);
    expect(report.points).toBe(report.maxPoints);
    const title = 'Question 6: an extension of your choosing';
    // Left to a manual question of Gradescope's own: no test of ours, so the tests' maxima add up to the maximum.
    expect(gradescope.tests.some((test) => test.name.includes(title))).toBe(false);
    expect(gradescope.tests.reduce((sum, test) => sum + test.max_score, 0)).toBe(report.maxPoints);
    expect(gradescope.output).toContain(`klondike/06-gui · ${title}: graded by hand, apart from this score`);
    expect(gradescope.output).toContain('A hint button lights up a move; its code is in Hint.ts.');
    expect(gradescope.score).toBe(report.points);
    expect(terminal).toContain(
      `by hand       ${title}: 0/10 extra points until your instructor grades it (described in EXTENSION.md)`,
    );
  });

  it('says so when the student has not described anything', async () => {
    const untouched = await grade(TEMPLATE);
    expect(untouched.report.activities[0]!.manual).toMatchObject({ described: false, points: 0, maxPoints: 10 });
    expect(untouched.report.activities[0]!.manual!.description).toBeUndefined();
    const missing = await grade();
    expect(missing.report.activities[0]!.manual!.described).toBe(false);
    expect(missing.terminal).toContain('(EXTENSION.md not written yet)');
    expect(missing.gradescope.output).toContain(
      'Pending until your instructor grades it. EXTENSION.md holds no description yet.',
    );
  });

  it('reads only what the student added to the template', () => {
    expect(addedText('# Title\n<!-- say what -->\nMine.\n', '# Title\n<!-- say what -->\n')).toBe('Mine.');
    expect(addedText('# Title\n<!--\nsay\nwhat\n-->\n', '# Title\n<!--\nsay\nwhat\n-->\n')).toBe('');
    expect(addedText('', '# Title\n')).toBe('');
  });
});
