import type { Activity } from '../kit/activities.ts';
import { TEST_FILE } from './protocol.ts';

// Which stages graded code may import. Grading binds every other stage a file imports to the kit's reference
// (kit/binding.ts), so that one stage's mistake costs nothing in another. Were any stage allowed, a student's test
// could run a later stage's reference, or another lab's, and write what it computes into its test names, which the
// student sees at once: an oracle of the kit's hidden material in a one-stage assignment. And a test file of another
// stage is the kit's reference tests there: imported, they would register as the student's own tests. A stage builds
// on the stages before it in its lab; that is what its files may import, tests only from their own stage. Files
// outside the kit's stage folders (a student's helpers, wherever they are) are not stages: the rule is about what
// they import.

const STAGE = /^(\d{2})-[a-z0-9-]+$/;

interface Stage {
  lab: string;
  slug: string;
  order: number;
}

/** Whether the kit has the stage `<lab>/<slug>` (a folder of its activities). */
export type IsKitStage = (lab: string, slug: string) => boolean;

/** The kit's stage a file of the given role is in, if it is in one. */
function stageOf(role: string, isKitStage: IsKitStage): Stage | undefined {
  const parts = role.split('/');
  const order = parts.length === 3 ? STAGE.exec(parts[1]!)?.[1] : undefined;
  return order !== undefined && isKitStage(parts[0]!, parts[1]!)
    ? { lab: parts[0]!, slug: parts[1]!, order: Number(order) }
    : undefined;
}

/**
 * Why graded code at `importerRole` may not import the file at `targetRole`, or undefined where it may: a stage of
 * another lab, a later stage, or another stage's test file. A file outside the stages (a helper) reaches as far as
 * the stage being run, and anywhere in a run of no stage (a game session, which runs the student's own classes).
 */
export function stageReachRefusal(
  source: string,
  importerRole: string,
  targetRole: string,
  activity: Activity,
  isKitStage: IsKitStage,
): string | undefined {
  const target = stageOf(targetRole, isKitStage);
  const from =
    stageOf(importerRole, isKitStage) ??
    (activity.lab ? stageOf(`${activity.lab}/${activity.slug}/-`, () => true) : undefined);
  if (!target || !from) return undefined;
  if (from.lab !== target.lab)
    return `'${source}' is a file of the ${target.lab} lab: the ${from.lab} lab's files may import only its own stages`;
  if (TEST_FILE.test(targetRole) && from.slug !== target.slug)
    return `'${source}' is a test file of another stage: a test file may be imported only by files of its own stage; put what both need in a helper file of this stage`;
  if (target.order > from.order)
    return `'${source}' is a file of a later stage (${target.slug}): a stage's files may import only its own stage and the stages before it`;
  return undefined;
}
