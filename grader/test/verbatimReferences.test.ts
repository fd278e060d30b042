import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { main } from '../cli/main.ts';
import { findActivity, listActivities } from '../src/kit/activities.ts';
import { assembleSubmission, type Recipe } from '../src/intake/assemble.ts';
import { kitPaths } from '../src/kit/kit.ts';
import type { GradeReport } from '../src/score/result.ts';
import { runTests } from '../src/run/runner.ts';
import { testContext } from './support.ts';

// A reference imports exactly as the student's file does, so the reference files handed in as a student hands in
// files (copied as they are, nothing rewritten) grade full marks.
const kit = kitPaths(KIT_ROOT);
const activities = listActivities(KIT_ROOT);
const labs = [...new Set(activities.map((activity) => activity.lab))];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file).map((inner) => path.join(name, inner)) : [name];
  });
}

/** The reference files of every lab, as they are: stage folders and the lab's reference-only helpers. */
function referenceFiles(): string[] {
  return labs.flatMap((lab) =>
    filesUnder(path.join(kit.solutions, lab))
      .filter((file) => file.includes(path.sep)) // the lab's index.ts is the games' API, not a file a student hands in
      .map((file) => path.join(lab, file)),
  );
}

describe('the references handed in verbatim', () => {
  it('every_reference_file_copied_as_it_is_grades_full_marks', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-verbatim-'));
    for (const file of referenceFiles()) cpSync(path.join(kit.solutions, file), path.join(dir, 'submission', file));
    const ctx = testContext([], { cwd: dir });
    expect(await main(['grade', 'submission', '--json', 'report.json'], ctx), ctx.stderr.text).toBe(0);
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as GradeReport;

    expect(report.activities.map((a) => a.id)).toEqual(activities.map((a) => a.id));
    let maximum = 0;
    for (const result of report.activities) {
      const activity = findActivity(activities, result.id);
      expect(result.problems, result.id).toEqual([]);
      expect(result.typeProblems, result.id).toEqual([]);
      expect(result.forbidden, result.id).toEqual([]);
      expect(result.hidden.length, result.id).toBeGreaterThan(0);
      const failed = result.hidden.filter((t) => !t.passed).map((t) => `${t.name}: ${t.message}`);
      expect(failed, result.id).toEqual([]);
      expect(result.testing.note, result.id).toBeUndefined();
      // A stage without tests of the student's own (elevens/06) has buggy implementations for its hidden suite only.
      const missed = result.testing.buggy.filter((b) => !b.caught).map((b) => b.id);
      if (activity.manifest.testing.points > 0) expect(missed, result.id).toEqual([]);
      // The maximum from the manifest: each hidden test's weight (1 unless given) and the testing points.
      const weights = (suite: string) => activity.manifest.hidden.find((entry) => entry.suite === suite)?.weights ?? {};
      const hiddenMax = result.hidden.reduce((sum, t) => sum + (weights(t.suite)[t.name] ?? 1), 0);
      maximum += hiddenMax + activity.manifest.testing.points;
      expect(result.maxPoints, result.id).toBe(hiddenMax + activity.manifest.testing.points);
      expect(result.points, result.id).toBe(result.maxPoints);
    }
    expect(report.maxPoints).toBe(maximum);
    expect(report.points).toBe(maximum);
  });

  it('grade_solutions_grades_the_kits_references_as_a_submission_at_full_marks', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cardlab-solutions-'));
    const ctx = testContext([], { cwd: dir });
    expect(await main(['grade', kit.solutions, '--json', 'report.json'], ctx), ctx.stderr.text).toBe(0);
    const report = JSON.parse(readFileSync(path.join(dir, 'report.json'), 'utf8')) as GradeReport;
    expect(report.activities).toHaveLength(activities.length);
    expect(report.maxPoints).toBeGreaterThan(0);
    expect(report.points).toBe(report.maxPoints);
  });

  it('a_submission_assembled_from_the_references_is_them_copied_as_they_are', () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-assembled-')), 'submission');
    const everyReference = Object.fromEntries(activities.map((a) => [a.id, 'reference'])) as Recipe;
    assembleSubmission(KIT_ROOT, activities, everyReference, dir);
    const written = filesUnder(dir).sort();
    // What a manifest names (subjects, student tests): an optional file of the reference's, such as Klondike 06's
    // example extension, is the student's choice to hand in, not part of a stage, and a recipe leaves it out.
    const named = (file: string) => {
      const [lab, slug, name] = file.split(path.sep);
      if (!/^\d\d-/.test(slug!)) return true; // a lab's shared code goes with the stages that import it
      const { files } = findActivity(activities, `${lab}/${slug}`).manifest;
      return [...files.subject, ...files.studentTests].includes(name!);
    };
    expect(written).toEqual(referenceFiles().filter(named).sort());
    expect(referenceFiles().filter((file) => !named(file))).toEqual([path.join('klondike', '06-gui', 'Extension.ts')]);
    for (const file of written) {
      const reference = readFileSync(path.join(kit.solutions, file), 'utf8');
      expect(readFileSync(path.join(dir, file), 'utf8'), file).toBe(reference);
    }
  });

  it('a_buggy_implementation_handed_in_gets_the_reference_it_extends_beside_it_as_it_is', () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'cardlab-assembled-')), 'submission');
    const recipe: Recipe = { 'elevens/10-thirteens-tens': { files: { 'TensBoard.ts': 'buggy:ten-worth-ten' } } };
    assembleSubmission(KIT_ROOT, activities, recipe, dir);
    const stage = path.join(dir, 'elevens', '10-thirteens-tens');
    const buggy = readFileSync(path.join(stage, 'TensBoard.ts'), 'utf8');
    expect(buggy).toContain("from './TensBoard.reference.ts'");
    expect(buggy).toContain("from '../shared/cardGroups.ts'");
    expect(buggy).not.toMatch(/solutions\/|activities\/|buggy\//);
    const same = (written: string, reference: string) =>
      expect(readFileSync(path.join(dir, written), 'utf8'), written).toBe(
        readFileSync(path.join(kit.solutions, reference), 'utf8'),
      );
    same('elevens/10-thirteens-tens/TensBoard.reference.ts', 'elevens/10-thirteens-tens/TensBoard.ts');
    same('elevens/shared/cardGroups.ts', 'elevens/shared/cardGroups.ts');
  });
});

describe('a stage with a provided file of its own', () => {
  const simulation = findActivity(activities, 'elevens/11');
  const tester = path.join(simulation.referenceDir, 'SimulationTester.test.ts');

  it('its_reference_tests_import_the_provided_file_as_the_students_do_and_pass_on_the_reference', async () => {
    expect(simulation.manifest.files.provided).toContain('ElevensSimulation.ts');
    expect(readFileSync(tester, 'utf8')).toContain("from './ElevensSimulation.ts'");
    const subjects = Object.fromEntries(
      simulation.manifest.files.subject.map((name) => [name, path.join(simulation.referenceDir, name)]),
    );
    const binding = { kit, activity: simulation, subjects, workDirs: [kit.activities] };
    const run = { id: 'simulation', binding, files: [tester], timeoutMs: 5_000, kitOnly: true };
    const outcomes = await runTests([run], { root: KIT_ROOT });
    const outcome = outcomes.get('simulation')!;
    expect(outcome.fileErrors).toEqual([]);
    const states = new Map(outcome.tests.map((test) => [test.name, test.state]));
    expect(states.get('playGames_plays_every_board_to_the_end_of_its_games')).toBe('passed');
    expect([...states.values()].every((state) => state === 'passed')).toBe(true);
  });
});
