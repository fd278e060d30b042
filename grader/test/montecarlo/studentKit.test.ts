import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../../cli/context.ts';
import { listActivities } from '../../src/kit/activities.ts';
import { finishedStages, releasedStudentKit, walkWithServe, type StudentKit } from '../studentWalk.ts';

/**
 * The walk-through of the Monte Carlo lab's student kit: the mistakes only a lab with a rule can show. A rule broken
 * while the public tests pass, and a failing test of the student's own, must never read as "all public tests pass"
 * anywhere: the terminal, list and the page give one verdict, and it names what stops the stage.
 */
describe('a student of the Monte Carlo lab, in its own kit', () => {
  let student: StudentKit;
  const stage = 'montecarlo/01-coordinate';

  beforeAll(async () => {
    student = await releasedStudentKit('montecarlo');
  });
  afterAll(() => student?.remove());

  it('sees_a_broken_rule_a_failing_own_test_done_then_files_grading_takes_otherwise_alike_in_check_list_and_page', async () => {
    const finished = finishedStages(listActivities(KIT_ROOT, 'montecarlo').filter((a) => a.id === stage));
    expect([...finished.keys()].sort()).toEqual([
      '01-coordinate/Coordinate.ts',
      '01-coordinate/CoordinateTester.test.ts',
    ]);
    const coordinate = finished.get('01-coordinate/Coordinate.ts')!;
    const tests = finished.get('01-coordinate/CoordinateTester.test.ts')!;
    const restore = student.snapshot('montecarlo', [...finished.keys()]);
    const walk = await walkWithServe(student, 'montecarlo');
    try {
      // The page names the lab by its README's title, not its folder's name.
      const home = await walk.page('/');
      expect(home).toContain('"labTitle":"Monte Carlo Solitaire"');
      expect(home).not.toMatch(/Montecarlo/);

      // 1. Every public test passes, but toString grows an array (`.push`, against the lab's rule), and one test of
      //    the student's own fails: the rule is what the verdict names first, everywhere.
      const pushing = coordinate.replace(
        'return `(${this.row}, ${this.column})`;',
        "const parts: number[] = [];\n    parts.push(this.row, this.column);\n    return `(${parts.join(', ')})`;",
      );
      expect(pushing).not.toBe(coordinate);
      const wrong = "\nit('a_wrong_expectation', () => {\n  expect(1).toBe(2);\n});\n";
      const ruled = await walk.step(
        { '01-coordinate/Coordinate.ts': pushing, '01-coordinate/CoordinateTester.test.ts': `${tests}${wrong}` },
        stage,
        'rule broken',
        false,
      );
      expect(ruled).toMatch(/\.push/);
      expect(ruled).toMatch(/✗ a_wrong_expectation/);
      const summary = student.cli('check', stage).stdout.trimEnd().split('\n').at(-1)!;
      // Its last line (the page's summary too, by the step above) tells both, not a bare "all public tests pass".
      expect(summary).toMatch(/1 of your own tests fails/);
      expect(summary).toMatch(/the lab's rule is broken .*costs the points of all \d+ hidden tests/);

      // 2. The rule kept, the own test still failing: that is what stops the stage now.
      const owned = await walk.step({ '01-coordinate/Coordinate.ts': coordinate }, stage, 'own tests fail', false);
      expect(owned).toMatch(/✗ a_wrong_expectation/);
      expect(owned).not.toMatch(/\.push/);

      // 3. The test put right: done, in all three.
      await walk.step({ '01-coordinate/CoordinateTester.test.ts': tests }, stage, 'done', true);

      // 4. What check runs and grading does not: a provided file the stage uses, the stage's manifest, a file past
      //    the upload's bounds. Each passes every test here; grading takes the kit's copy, or leaves the file out, so
      //    the stage is not done while it is there, and all three say which file. What the stage does not reach (a
      //    provided file of another stage, notes beside the stages) costs it nothing, and is not told.
      const kitFiles = student.snapshot('montecarlo', [
        '../shared/errors.ts',
        'shared/JavaRandom.ts',
        '01-coordinate/activity.json',
      ]);
      const [errors, random, manifest] = [
        '../shared/errors.ts',
        'shared/JavaRandom.ts',
        '01-coordinate/activity.json',
      ].map((file) => readFileSync(path.join(student.root, 'activities', 'montecarlo', file), 'utf8'));
      const changed = "differs from the kit as released: grading uses the kit's copy";
      const unruled = JSON.stringify({ ...JSON.parse(manifest!), forbidden: [] }, null, 2);
      const padded = `${coordinate}\n// ${'x'.repeat(1_000_000)}\n`;
      const taken = await walk.step(
        {
          '../shared/errors.ts': `${errors}\nexport const mine = 1;\n`,
          '01-coordinate/activity.json': unruled,
          '01-coordinate/Coordinate.ts': padded,
        },
        stage,
        'not as graded',
        false,
      );
      expect(taken).toContain(`shared/errors.ts ${changed}`);
      expect(taken).toContain(`montecarlo/01-coordinate/activity.json ${changed}`);
      expect(taken).toContain('montecarlo/01-coordinate/Coordinate.ts is larger than 1 MB: grading leaves it out');
      kitFiles();
      const notes = path.join(student.root, 'activities', 'montecarlo', 'notes.txt');
      await walk.step(
        {
          '01-coordinate/Coordinate.ts': coordinate,
          'shared/JavaRandom.ts': `${random}\nexport const mine = 1;\n`,
          'notes.txt': 'x'.repeat(1_500_000),
        },
        stage,
        'done',
        true,
      );
      rmSync(notes);
      kitFiles();
    } finally {
      walk.stop();
      restore();
    }
  });
});
