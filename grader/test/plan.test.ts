import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { loadActivity, type Activity } from '../src/kit/activities.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { findRun, runId, type PlannedRun, type RunKey } from '../src/plan/keys.ts';
import { planRuns } from '../src/plan/runs.ts';
import { stagePlan } from '../src/plan/stage.ts';
import { TEST_LIMIT_MS } from '../src/run/limits.ts';

// The plan of runs decides what every command runs, under which binding, in which process group, with which limit:
// one stage of each lab, planned for each command, against the rules run/types.ts and binding.ts state.
const kit = kitPaths(KIT_ROOT);
const STAGES = ['elevens/05-testing', 'pyramid/01-model', 'montecarlo/02-game', 'klondike/03-piles'];

function stage(id: string): Activity {
  const [lab, slug] = id.split('/') as [string, string];
  return loadActivity(kit, lab, slug);
}

/** A submission holding the stage's reference and reference tests as the student's files. */
function submission(activity: Activity): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'plan-'));
  mkdirSync(path.join(root, activity.lab), { recursive: true });
  cpSync(activity.referenceDir, path.join(root, activity.lab, activity.slug), { recursive: true });
  return root;
}

const emptySubmission = () => mkdtempSync(path.join(os.tmpdir(), 'plan-empty-'));
const within = (dir: string, names: string[]) => names.map((name) => path.join(dir, name));
const bySubject = (dir: string, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, path.join(dir, name)]));
const shape = (run: PlannedRun) => `${run.key.role}@${JSON.stringify(run.key.implementation)}`;

describe.each(STAGES)('the plan of %s', (id) => {
  const activity = stage(id);
  const plan = stagePlan(kit, activity);
  const { subject, studentTests } = activity.manifest.files;
  const suites = within(
    activity.suiteDir,
    activity.manifest.hidden.map((entry) => entry.suite),
  );
  const reference = bySubject(activity.referenceDir, subject);
  const buggy = plan.buggy();
  const wheats = plan.wheats();

  it('resolves_the_manifest_against_the_kit', () => {
    expect(plan.suites).toEqual(suites);
    expect(plan.reference).toEqual(reference);
    expect(plan.stub).toEqual(bySubject(activity.stubDir, subject));
    expect(plan.visibleTests).toEqual(within(activity.stubDir, activity.manifest.files.visibleTests));
    expect(plan.referenceTests).toEqual(within(activity.referenceDir, studentTests));
    expect(plan.timeoutMs).toBe(activity.manifest.timeoutMs ?? TEST_LIMIT_MS);
    expect(buggy.length).toBeGreaterThan(0);
  });

  it('grades_the_hidden_suites_apart_from_the_students_tests', () => {
    const root = submission(activity);
    const { missing, runs } = planRuns(plan, { purpose: 'grade', root, submission: 'ann' });
    expect(missing).toEqual([]);
    expect(runs.map(shape)).toEqual([
      'hidden@"reference"',
      'hidden@"submission"',
      'tests@"reference"',
      ...wheats.map((impl) => `tests@{"wheat":"${impl.id}"}`),
      ...buggy.map((impl) => `tests@{"buggy":"${impl.id}"}`),
    ]);
    const [onReference, hidden, ...tests] = runs as [PlannedRun, PlannedRun, ...PlannedRun[]];
    // Kit code only: bound to the kit alone, shared by every submission of a batch, in no graded group.
    expect(onReference.key).toEqual({ activity: id, role: 'hidden', implementation: 'reference' });
    expect(onReference).toMatchObject({ kitOnly: true, files: suites, timeoutMs: plan.timeoutMs });
    expect(onReference.binding).toMatchObject({ subjects: reference, workDirs: [kit.activities] });
    expect(onReference.group).toBeUndefined();
    expect(hidden.key).toEqual({ submission: 'ann', activity: id, role: 'hidden', implementation: 'submission' });
    expect(hidden).toMatchObject({ files: suites, group: `${root}#hidden`, timeoutMs: plan.timeoutMs });
    expect(hidden.binding.subjects).toEqual(bySubject(path.join(root, id), subject));
    expect(hidden.binding.workDirs).toEqual([kit.activities, root]);
    expect(hidden.binding.ownStages).toBeUndefined();
    expect(hidden.kitOnly ?? false).toBe(false);
    expect(hidden.uniform ?? false).toBe(false);
    const ownTests = within(path.join(root, id), studentTests);
    for (const run of tests) {
      expect(run).toMatchObject({ files: ownTests, group: `${root}#tests`, uniform: true, timeoutMs: plan.timeoutMs });
      expect(run.kitOnly ?? false).toBe(false);
      expect(run.binding.workDirs).toEqual([kit.activities, root]);
    }
    for (const impl of buggy) {
      const run = findRun(runs, 'tests', { buggy: impl.id })!;
      expect(run.binding.subjects).toEqual({ ...reference, [impl.subject]: impl.file });
    }
    for (const impl of wheats) {
      const run = findRun(runs, 'tests', { wheat: impl.id })!;
      expect(run.binding.subjects).toEqual({ ...reference, [impl.subject]: impl.file });
      // A wheat and a buggy implementation of the same id are different runs.
      expect(findRun(runs, 'tests', { buggy: impl.id })).toBeUndefined();
    }
  });

  it('gives_every_run_its_own_id_and_shares_only_the_kit_runs_of_a_batch', () => {
    const root = submission(activity);
    const ann = planRuns(plan, { purpose: 'grade', root, submission: 'ann' }).runs;
    const bob = planRuns(plan, { purpose: 'grade', root, submission: 'bob' }).runs;
    const ids = [...ann, ...bob].map((run) => run.id);
    expect(new Set(ids).size).toBe(ids.length - 1);
    expect(ann[0]!.id).toBe(bob[0]!.id);
    for (const run of ann) expect(run.id).toBe(runId(run.key));
  });

  it('runs_no_hidden_suite_on_a_submission_missing_a_subject_file', () => {
    const { missing, runs } = planRuns(plan, { purpose: 'grade', root: emptySubmission() });
    expect(missing).toEqual(subject);
    expect(findRun(runs, 'hidden', 'submission')!.files).toEqual([]);
    expect(findRun(runs, 'hidden', 'reference')!.files).toEqual(suites);
    expect(findRun(runs, 'tests', 'reference')!.files).toEqual([]);
  });

  it('checks_with_the_students_own_stages_and_counts_the_hidden_tests_on_the_kit_alone', () => {
    const root = submission(activity);
    const counting = planRuns(plan, { purpose: 'check', root, countHidden: true }).runs;
    const publicBuggy = activity.manifest.testing.publicBuggy ? buggy : [];
    expect(counting.map(shape)).toEqual([
      'visible@"submission"',
      'hidden@"reference"',
      ...publicBuggy.map((impl) => `tests@{"buggy":"${impl.id}"}`),
      // In the instructor's repository the reference and the wheats run too, as at grading (a student kit holds
      // neither).
      'tests@"reference"',
      ...wheats.map((impl) => `tests@{"wheat":"${impl.id}"}`),
    ]);
    const visible = findRun(counting, 'visible', 'submission')!;
    expect(visible).toMatchObject({ files: plan.visibleTests, group: `${root}#${id}#check` });
    expect(visible.binding).toMatchObject({ ownStages: true, workDirs: [kit.activities, root] });
    expect(findRun(counting, 'hidden', 'reference')).toMatchObject({ kitOnly: true, files: suites });
    expect(findRun(counting, 'hidden', 'reference')!.binding.workDirs).toEqual([kit.activities]);
    // The student's tests on the kit's implementations are bound as grading binds them: the kit's earlier stages.
    for (const impl of publicBuggy) {
      const run = findRun(counting, 'tests', { buggy: impl.id })!;
      expect(run).toMatchObject({ uniform: true, group: `${root}#${id}#check` });
      expect(run.binding).toMatchObject({ subjects: { ...reference, [impl.subject]: impl.file } });
      expect(run.binding.ownStages).toBeUndefined();
    }
    const onReference = findRun(counting, 'tests', 'reference')!;
    expect(onReference).toMatchObject({
      uniform: true,
      group: `${root}#${id}#check`,
      binding: { subjects: reference },
    });
    expect(onReference.binding.ownStages).toBeUndefined();
    const counted = planRuns(plan, { purpose: 'check', root, countHidden: false }).runs;
    expect(findRun(counted, 'hidden', 'reference')).toBeUndefined();
  });

  it('lists_and_measures_coverage_with_the_students_own_stages', () => {
    const root = submission(activity);
    const [listed, ...more] = planRuns(plan, { purpose: 'list', root }).runs;
    expect(more).toEqual([]);
    expect(listed).toMatchObject({ files: plan.visibleTests, group: `${root}#list` });
    expect(listed!.binding.ownStages).toBe(true);
    const [measured] = planRuns(plan, { purpose: 'coverage', root, ownStages: false }).runs;
    expect(measured!.key).toEqual({ activity: id, role: 'coverage', implementation: 'submission' });
    expect(measured).toMatchObject({ files: within(path.join(root, id), studentTests), group: `${root}#coverage` });
    expect(measured!.binding.ownStages).toBeUndefined();
    expect(planRuns(plan, { purpose: 'coverage', root, ownStages: true }).runs[0]!.binding.ownStages).toBe(true);
    expect(planRuns(plan, { purpose: 'coverage', root: emptySubmission(), ownStages: false }).runs).toEqual([]);
  });

  it('verifies_and_releases_with_kit_code_only', () => {
    const verified = planRuns(plan, { purpose: 'verify' }).runs;
    expect(verified.map(shape)).toEqual([
      'hidden@"reference"',
      'hidden@"stub"',
      'visible@"reference"',
      'reference-tests@"reference"',
      ...buggy.flatMap((impl) => [`hidden@{"buggy":"${impl.id}"}`, `reference-tests@{"buggy":"${impl.id}"}`]),
      ...(wheats.length > 0 ? ['probes@"reference"'] : []),
      ...wheats.flatMap((impl) => [
        `hidden@{"wheat":"${impl.id}"}`,
        `reference-tests@{"wheat":"${impl.id}"}`,
        `probes@{"wheat":"${impl.id}"}`,
      ]),
    ]);
    const released = planRuns(plan, { purpose: 'release' }).runs;
    expect(released.map(shape)).toEqual(['hidden@"reference"', 'hidden@"stub"']);
    for (const run of [...verified, ...released]) {
      expect(run).toMatchObject({ kitOnly: true, timeoutMs: plan.timeoutMs });
      expect(run.binding.workDirs).toEqual([kit.activities]);
      expect(run.group).toBeUndefined();
      expect(run.uniform).toBeUndefined();
    }
    expect(findRun(released, 'hidden', 'stub')!.binding.subjects).toEqual(plan.stub);
  });
});

describe('limits and keys of a plan', () => {
  it('takes_a_stages_own_test_limit_and_a_batchs_override', () => {
    const activity = stage('elevens/02-deck');
    const own = { ...activity, manifest: { ...activity.manifest, timeoutMs: 800 } };
    const root = submission(activity);
    expect(stagePlan(kit, activity).timeoutMs).toBe(TEST_LIMIT_MS);
    const planned = planRuns(stagePlan(kit, own), { purpose: 'grade', root });
    expect(planned.runs.every((run) => run.timeoutMs === 800)).toBe(true);
    const batch = planRuns(stagePlan(kit, own), { purpose: 'grade', root, timeoutMs: 1_000 });
    expect(batch.runs.every((run) => run.timeoutMs === 1_000)).toBe(true);
    expect(planRuns(stagePlan(kit, own), { purpose: 'check', root, countHidden: true }).runs[0]!.timeoutMs).toBe(800);
  });

  it('never_gives_two_keys_one_id', () => {
    const keys: RunKey[] = [
      { activity: 'elevens/02-deck', role: 'tests', implementation: 'reference' },
      { activity: 'elevens/02-deck', role: 'tests', implementation: { buggy: 'reference' } },
      { activity: 'elevens/02-deck', role: 'tests', implementation: 'submission' },
      { submission: 'ann', activity: 'elevens/02-deck', role: 'tests', implementation: 'submission' },
      { activity: 'elevens/02-deck', role: 'hidden', implementation: 'submission' },
      { activity: 'elevens/01-card', role: 'hidden', implementation: 'submission' },
    ];
    expect(new Set(keys.map(runId)).size).toBe(keys.length);
  });
});
