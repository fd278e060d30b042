import { describe, expect, it } from 'vitest';
import { KIT_ROOT } from '../cli/context.ts';
import { listActivities } from '../src/kit/activities.ts';
import { planActivity } from '../src/score/activityGrade.ts';
import { kitPaths } from '../src/kit/kit.ts';
import { stagePlan } from '../src/plan/stage.ts';

// Which graded files may share a worker process (sandbox/hosts.ts) is decided by the plan: these are the rules the
// README promises, checked on the plan of every activity of two submissions.
describe('worker process groups of a grade', () => {
  const kit = kitPaths(KIT_ROOT);
  const activities = listActivities(KIT_ROOT);
  const runs = ['/class/ann', '/class/bob'].flatMap((root) =>
    activities.flatMap((activity) =>
      planActivity(stagePlan(kit, activity), root, { submission: root }).runs.map((run) => ({ root, activity, run })),
    ),
  );
  const graded = runs.filter(({ run }) => !run.kitOnly);
  const isHidden = ({ run }: (typeof runs)[number]) => run.key.role === 'hidden';

  it('gives_every_graded_run_a_group_and_kit_only_runs_none', () => {
    expect(graded.every(({ run }) => typeof run.group === 'string')).toBe(true);
    expect(runs.filter(({ run }) => run.kitOnly).every(({ run }) => run.group === undefined)).toBe(true);
  });

  it('puts_a_submissions_hidden_suites_in_a_group_with_nothing_else', () => {
    const hidden = graded.filter(isHidden);
    expect(hidden.length).toBe(2 * activities.length);
    for (const { root, run } of hidden) {
      const sharing = graded.filter((other) => other.run.group === run.group);
      // Every activity's hidden suites of this submission, and nothing of the student's own tests.
      expect(sharing.map((other) => other.run.id).sort()).toEqual(
        hidden
          .filter((other) => other.root === root)
          .map((other) => other.run.id)
          .sort(),
      );
    }
  });

  it('puts_a_submissions_own_tests_in_a_group_apart_from_its_hidden_suites', () => {
    const tests = graded.filter((planned) => !isHidden(planned));
    const hiddenGroups = new Set(graded.filter(isHidden).map(({ run }) => run.group));
    expect(tests.length).toBeGreaterThan(2 * activities.length);
    for (const { run } of tests) expect(hiddenGroups.has(run.group)).toBe(false);
  });

  it('never_shares_a_group_between_submissions', () => {
    const owners = new Map<string, string>();
    for (const { root, run } of graded) {
      expect(owners.get(run.group!) ?? root).toBe(root);
      owners.set(run.group!, root);
    }
  });
});
