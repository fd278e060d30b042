import type { Activity } from '../kit/activities.ts';

// Which stages graded code may import. Grading binds every other stage a file imports to the kit's reference
// (kit/binding.ts), so that one stage's mistake costs nothing in another. Were any stage allowed, a student's test
// could run a later stage's reference, or another lab's, and write what it computes into its test names, which the
// student sees at once: an oracle of the kit's hidden material in a one-stage assignment. And a test file of another
// stage is the kit's reference tests there: imported, they would register as the student's own tests. A stage builds
// on the stages before it in its lab; that is what its files may import, tests only from their own stage.

const STAGE = /^(\d{2})-[a-z0-9-]+$/;
const TEST_FILE = /\.test\.[mc]?[jt]sx?$/;

interface Place {
  lab: string;
  /** The stage's number, where the file is in a stage folder. */
  order?: number;
  slug?: string;
}

/** Where a file of the given role sits: a stage's folder, a lab's `shared/`, or (undefined) neither. */
function placeOf(role: string): Place | undefined {
  const parts = role.split('/');
  const stage = parts.length === 3 ? STAGE.exec(parts[1]!) : null;
  if (stage) return { lab: parts[0]!, order: Number(stage[1]), slug: parts[1]! };
  return parts.length > 1 && parts[0] !== 'shared' && !parts[0]!.startsWith('~') ? { lab: parts[0]! } : undefined;
}

/** How far a file may reach: its own stage's; a helper, as far as the stage being run where it is of that lab. */
function reachingFrom(importer: Place | undefined, activity: Activity): Place | undefined {
  if (importer?.order !== undefined) return importer;
  const running = activity.lab ? placeOf(`${activity.lab}/${activity.slug}/-`) : undefined;
  if (!importer) return running;
  return running && running.lab === importer.lab ? running : importer;
}

/**
 * Why graded code at `importerRole` may not import the file at `targetRole`, or undefined where it may: a file of
 * another lab, a later stage, or another stage's test file. A helper outside a stage reaches as far as the stage
 * being run (any stage of its lab, in a run of no stage: a game session).
 */
export function stageReachRefusal(
  source: string,
  importerRole: string,
  targetRole: string,
  activity: Activity,
): string | undefined {
  const target = placeOf(targetRole);
  const from = target && reachingFrom(placeOf(importerRole), activity);
  if (!target || !from) return undefined;
  if (from.lab !== target.lab)
    return `'${source}' is a file of the ${target.lab} lab: the ${from.lab} lab's files may import only its own`;
  if (target.order === undefined) return undefined;
  if (TEST_FILE.test(targetRole) && from.slug !== target.slug)
    return `'${source}' is a test file of another stage: a test file may be imported only by files of its own stage; put what both need in a helper file of this stage`;
  if (from.order !== undefined && target.order > from.order)
    return `'${source}' is a file of a later stage (${target.slug}): a stage's files may import only its own stage and the stages before it`;
  return undefined;
}
