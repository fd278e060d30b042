// Where the whole-run limit charges a graded run's files (run/budget.ts): the pool, one activity of one submission,
// and each file's rank there. The ranks are the order in which the limit's share is spent, and the order in which the
// files run; so they must be the same wherever and whenever this submission is graded (its cut a function of it
// alone), and no student may foresee them (the order must not tell a test which run it is in, run/runner.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Role } from './keys.ts';
import type { StagePlan } from './stage.ts';

/**
 * Runs whose outcome the student sees at once are charged first (tier 0): their cut never depends on what a hidden run
 * used, so code that spends time only when it meets a chosen hidden input cannot make a visible cut tell of it.
 */
const tierOf = (role: Role): number => (role === 'hidden' ? 1 : 0);

/**
 * What the ranks hash: the stage's hidden suites (the kit's secret) and the submission's files of the stage, by
 * content. A student who changes a byte of their tests to learn the order gets a new one.
 */
function seedOf(plan: StagePlan, owned: string[], root: string): string {
  const hash = createHash('sha256');
  const named = (file: string) => [placeFree(file, root, plan.kit.root), file] as const;
  const owns = owned.map(named).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, file] of [...plan.suites.map(named), ...owns]) {
    hash.update(name).update('\0');
    try {
      hash.update(readFileSync(file));
    } catch {
      // A missing file is part of what was handed in: its absence is hashed as its name alone.
    }
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** A file's name where it cannot depend on where the kit or the submission lie on this machine. */
function placeFree(file: string, root: string, kitRoot: string): string {
  const inside = (dir: string) => {
    const relative = path.relative(dir, file);
    return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative.split(path.sep).join('/');
  };
  return inside(root) ?? inside(kitRoot) ?? path.basename(file);
}

/**
 * The budget of a graded run (run/types.ts TestRun.budget): `name` says which run it is without the submission's
 * name, `owned` lists the submission's files of the stage whose content seeds the order.
 */
export function budgetOf(
  plan: StagePlan,
  run: { root: string; role: Role; name: string; files: string[]; owned: string[] },
): { pool: string; tier: number; ranks: string[] } {
  const seed = seedOf(plan, run.owned, run.root);
  const ranks = run.files.map((file) => {
    const hash = createHash('sha256').update(`${seed}\0${run.name}\0${placeFree(file, run.root, plan.kit.root)}`);
    return hash.digest('hex');
  });
  return { pool: `${run.root}#${plan.activity.id}`, tier: tierOf(run.role), ranks };
}
