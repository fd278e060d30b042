// The runs each command makes of one stage, with their keys, bindings, process groups and limits: written once here
// for grade, check, list, coverage, verify and the student-kit release.
import type { BuggyImpl } from '../kit/buggy.ts';
import type { WheatImpl } from '../kit/wheats.ts';
import { studentTestFiles, subjectFiles } from '../intake/submission.ts';
import {
  holdsKitCodeOnly,
  implementationName,
  runId,
  type Implementation,
  type PlannedRun,
  type Role,
  type RunKey,
} from './keys.ts';
import { budgetOf } from './budgetRanks.ts';
import { hasReference, presentSuites, presentVisibleTests, publicBuggy, type StagePlan } from './stage.ts';

/** What a command asks of a stage; `root` is the folder of the submission's stages (a working copy, a kit's own). */
export type RunRequest =
  /**
   * The hidden suites on the reference (kit code only: it lists the hidden tests and their points) and on the
   * submission, the student's tests on the reference, on each wheat and on each buggy implementation. `submission`
   * names the submission where a batch runs many at once; `timeoutMs` replaces the stage's per-test limit.
   */
  | { purpose: 'grade'; root: string; submission?: string; timeoutMs?: number }
  /**
   * The public tests on the student's files, the student's tests on each public buggy implementation and on each
   * wheat the kit holds (an instructor's kit) and, where `countHidden` asks and the kit holds them, the hidden suites
   * on the reference (to count their tests).
   */
  | { purpose: 'check'; root: string; countHidden: boolean }
  /**
   * The public tests on the student's files and, where `ownTests` asks, the student's own tests on their files (as
   * check's coverage run, unmeasured) and, where `wheats` asks, on each wheat the kit holds (an instructor's kit):
   * what a stage's verdict needs (score/stageVerdict.ts).
   */
  | { purpose: 'list'; root: string; ownTests?: boolean; wheats?: boolean }
  /** The student's tests on their own files, measured: none where they have no tests or a subject file is missing. */
  | { purpose: 'coverage'; root: string; ownStages: boolean }
  /**
   * What the kit claims: the suites and the reference's student tests on the reference, the stub, each buggy one and
   * each wheat; the wheats' probes on the reference and on each wheat.
   */
  | { purpose: 'verify' }
  /** The hidden suites on the reference (to count them) and on the stub (which must fail every one). */
  | { purpose: 'release' };

export interface StageRuns {
  /** The submission's subject files that are missing (none where the runs hold kit code only). */
  missing: string[];
  runs: PlannedRun[];
}

/** How the runs of one request that hold a submission's code are bound and grouped. */
interface Graded {
  root: string;
  /** The process group (run/types.ts) of a run of this role. */
  group: (role: Role) => string;
  /** The submission's other stages are its own (check, list): binding.ts. */
  ownStages?: boolean;
  submission?: string;
}

function runOf(
  plan: StagePlan,
  on: { role: Role; implementation: Implementation; subjects: Record<string, string>; files: string[] },
  graded: Graded | undefined,
  timeoutMs = plan.timeoutMs,
): PlannedRun {
  const { kit, activity } = plan;
  const { role, implementation, subjects, files } = on;
  if (holdsKitCodeOnly(role, implementation)) {
    // Bound to the kit alone, and the same for every submission: no submission's name in its key.
    const key: RunKey = { activity: activity.id, role, implementation };
    const binding = { kit, activity, subjects, workDirs: [kit.activities] };
    return { key, id: runId(key), binding, files, timeoutMs, kitOnly: true };
  }
  if (!graded)
    throw new Error(`${activity.id}: a run of ${role} on the ${implementationName(implementation)} needs a submission`);
  const key: RunKey = {
    ...(graded.submission === undefined ? {} : { submission: graded.submission }),
    activity: activity.id,
    role,
    implementation,
  };
  const binding = {
    kit,
    activity,
    subjects,
    workDirs: [kit.activities, graded.root],
    ...(graded.ownStages ? { ownStages: true } : {}),
  };
  // The student's tests must not tell the reference from a buggy implementation but by behaviour (run/types.ts).
  const uniform = role === 'tests' && implementation !== 'submission';
  const { submission: _named, ...placeless } = key;
  const owned = [
    ...Object.values(subjectFiles(graded.root, activity).files),
    ...studentTestFiles(graded.root, activity),
  ];
  const budget = budgetOf(plan, { root: graded.root, role, name: runId(placeless), files, owned });
  return {
    key,
    id: runId(key),
    binding,
    files,
    timeoutMs,
    group: graded.group(role),
    budget,
    ...(uniform ? { uniform } : {}),
  };
}

/** A buggy implementation (or a wheat) in place of its subject, every other subject as `others`. */
const withBuggy = (others: Record<string, string>, impl: { subject: string; file: string }) => ({
  ...others,
  [impl.subject]: impl.file,
});

function gradeRuns(plan: StagePlan, root: string, submission?: string, timeoutMs?: number): StageRuns {
  const { files, missing } = subjectFiles(root, plan.activity);
  const tests = studentTestFiles(root, plan.activity);
  // The hidden suites of a submission share worker processes only with each other, each run with module instances
  // of its own in the hardened realm (run/worker/): the student's own tests never run beside them. The student's
  // tests, on the reference and on each buggy implementation, share theirs. Never across submissions. (A process
  // per activity or lab cost a tenth of a second of booting each, a third of a whole grade.)
  const graded: Graded = {
    root,
    submission,
    group: (role) => (role === 'hidden' ? `${root}#hidden` : `${root}#tests`),
  };
  const run = (role: Role, implementation: Implementation, subjects: Record<string, string>, testFiles: string[]) =>
    runOf(plan, { role, implementation, subjects, files: testFiles }, graded, timeoutMs);
  const runs = [
    run('hidden', 'reference', plan.reference, plan.suites),
    run('hidden', 'submission', files, missing.length > 0 ? [] : plan.suites),
    run('tests', 'reference', plan.reference, tests),
    ...plan.wheats().map((impl) => run('tests', { wheat: impl.id }, withBuggy(plan.reference, impl), tests)),
    ...plan.buggy().map((impl) => run('tests', { buggy: impl.id }, withBuggy(plan.reference, impl), tests)),
  ];
  return { missing, runs };
}

function checkRuns(plan: StagePlan, root: string, countHidden: boolean): StageRuns {
  const { files, missing } = subjectFiles(root, plan.activity);
  // No hidden suite runs here with the student's code: the public and own tests may share worker processes. The
  // stage runs with the student's own earlier stages, as their program does (grading binds the references instead).
  const graded: Graded = { root, ownStages: true, group: () => `${root}#${plan.activity.id}#check` };
  const runs = [
    runOf(
      plan,
      {
        role: 'visible',
        implementation: 'submission',
        subjects: files,
        files: missing.length > 0 ? [] : presentVisibleTests(plan),
      },
      graded,
    ),
  ];
  const suites = presentSuites(plan);
  const referenced = hasReference(plan);
  if (countHidden && referenced && suites.length > 0)
    runs.push(
      runOf(plan, { role: 'hidden', implementation: 'reference', subjects: plan.reference, files: suites }, graded),
    );
  // The other subject files: the reference where the kit has it, else (a student kit) the student's own.
  const others = referenced ? plan.reference : files;
  const tests = studentTestFiles(root, plan.activity);
  for (const impl of publicBuggy(plan)) {
    const on = { role: 'tests' as const, implementation: { buggy: impl.id }, subjects: withBuggy(others, impl) };
    runs.push(runOf(plan, { ...on, files: tests }, asGraded(graded)));
  }
  // In the instructor's repository the reference and the wheats run too, as at grading; a student kit holds neither.
  if (referenced && tests.length > 0) runs.push(...onCorrectOnes(plan, tests, graded));
  return { missing, runs };
}

/** The student's tests on the reference and on each wheat, bound as grading binds them (check and list alike). */
function onCorrectOnes(plan: StagePlan, tests: string[], graded: Graded): PlannedRun[] {
  const on = (implementation: Implementation, subjects: Record<string, string>) =>
    runOf(plan, { role: 'tests', implementation, subjects, files: tests }, asGraded(graded));
  return [
    on('reference', plan.reference),
    ...plan.wheats().map((impl) => on({ wheat: impl.id }, withBuggy(plan.reference, impl))),
  ];
}

/**
 * The student's tests on the kit's implementations (a buggy one, a wheat) bound as grading binds them: the earlier
 * stages are the references where the kit has them (a student kit has none, and keeps the student's own). With the
 * student's own, a test that leaned on what their earlier stage chose where the README leaves it open (Klondike's
 * quit message) passed at check, and check called the stage done, while grading found the test invalid.
 */
const asGraded = ({ ownStages: _own, ...graded }: Graded): Graded => graded;

function listRuns(plan: StagePlan, root: string, ownTests: boolean, wheats: boolean): StageRuns {
  const { files, missing } = subjectFiles(root, plan.activity);
  // One group for every stage of every lab: the student's own code in their own kit, files run one after another in a
  // worker that resets its realm between them, as a lab's stages already were; a worker a lab booted four times the
  // workers for some 60 files (each boot about a tenth of a second of CPU).
  const graded: Graded = { root, ownStages: true, group: () => `${root}#list` };
  const tests = missing.length > 0 ? [] : studentTestFiles(root, plan.activity);
  const run = (role: Role, implementation: Implementation, subjects: Record<string, string>, testFiles: string[]) =>
    runOf(plan, { role, implementation, subjects, files: testFiles }, graded);
  // As check runs them: the kit's copies of the public tests that exist.
  const visible = missing.length > 0 ? [] : presentVisibleTests(plan);
  const runs = [run('visible', 'submission', files, visible)];
  if (ownTests && tests.length > 0) runs.push(run('tests', 'submission', files, tests));
  // The reference and the wheats the kit holds (an instructor's kit; a student kit holds neither), as check runs them.
  if (wheats && tests.length > 0 && hasReference(plan)) runs.push(...onCorrectOnes(plan, tests, graded));
  return { missing, runs };
}

function coverageRuns(plan: StagePlan, root: string, ownStages: boolean): StageRuns {
  const { files, missing } = subjectFiles(root, plan.activity);
  const tests = studentTestFiles(root, plan.activity);
  if (tests.length === 0 || missing.length > 0) return { missing, runs: [] };
  // Only the student's own code and tests run here: one submission's files may share a process.
  const graded: Graded = { root, ownStages, group: () => `${root}#coverage` };
  return {
    missing,
    runs: [runOf(plan, { role: 'coverage', implementation: 'submission', subjects: files, files: tests }, graded)],
  };
}

function verifyRuns(plan: StagePlan): StageRuns {
  const run = (role: Role, implementation: Implementation, subjects: Record<string, string>, files: string[]) =>
    runOf(plan, { role, implementation, subjects, files }, undefined);
  let buggy: BuggyImpl[] = [];
  let wheats: WheatImpl[] = [];
  try {
    buggy = plan.buggy();
  } catch {
    // verify reports the broken header as a failed check of its own (verify.ts), and runs the rest.
  }
  try {
    wheats = plan.wheats();
  } catch {
    // As a broken buggy header: a failed check of its own.
  }
  const hasTests = plan.referenceTests.length > 0;
  const runs = [
    run('hidden', 'reference', plan.reference, plan.suites),
    run('hidden', 'stub', plan.stub, plan.suites),
    run('visible', 'reference', plan.reference, plan.visibleTests),
    ...(hasTests ? [run('reference-tests', 'reference', plan.reference, plan.referenceTests)] : []),
  ];
  for (const impl of buggy) {
    const subjects = withBuggy(plan.reference, impl);
    runs.push(run('hidden', { buggy: impl.id }, subjects, plan.suites));
    if (hasTests) runs.push(run('reference-tests', { buggy: impl.id }, subjects, plan.referenceTests));
  }
  const probes = plan.probes && wheats.length > 0 ? [plan.probes] : [];
  if (probes.length > 0) runs.push(run('probes', 'reference', plan.reference, probes));
  for (const impl of wheats) {
    const subjects = withBuggy(plan.reference, impl);
    runs.push(run('hidden', { wheat: impl.id }, subjects, plan.suites));
    if (hasTests) runs.push(run('reference-tests', { wheat: impl.id }, subjects, plan.referenceTests));
    if (probes.length > 0) runs.push(run('probes', { wheat: impl.id }, subjects, probes));
  }
  return { missing: [], runs };
}

function releaseRuns(plan: StagePlan): StageRuns {
  const run = (implementation: 'reference' | 'stub', subjects: Record<string, string>) =>
    runOf(plan, { role: 'hidden', implementation, subjects, files: plan.suites }, undefined);
  return { missing: [], runs: [run('reference', plan.reference), run('stub', plan.stub)] };
}

/**
 * Each run on a buggy implementation or a wheat, made the twin of the same run on the reference where the request
 * makes one (same role, same submission): its files that never reach the class put in the reference's place take
 * the reference run's results (run/twins.ts, which checks that they load the very same modules).
 */
function withTwins({ missing, runs }: StageRuns): StageRuns {
  const sameKey = (a: PlannedRun, b: PlannedRun) =>
    a.key.role === b.key.role && a.key.submission === b.key.submission && a.key.activity === b.key.activity;
  return {
    missing,
    runs: runs.map((run) => {
      if (typeof run.key.implementation === 'string') return run;
      const reference = runs.find((other) => other.key.implementation === 'reference' && sameKey(other, run));
      return reference ? { ...run, sameAs: reference.id } : run;
    }),
  };
}

/** The runs `request` makes of one stage. */
export function planRuns(plan: StagePlan, request: RunRequest): StageRuns {
  return withTwins(stageRuns(plan, request));
}

function stageRuns(plan: StagePlan, request: RunRequest): StageRuns {
  switch (request.purpose) {
    case 'grade':
      return gradeRuns(plan, request.root, request.submission, request.timeoutMs);
    case 'check':
      return checkRuns(plan, request.root, request.countHidden);
    case 'list':
      return listRuns(plan, request.root, request.ownTests ?? false, request.wheats ?? false);
    case 'coverage':
      return coverageRuns(plan, request.root, request.ownStages);
    case 'verify':
      return verifyRuns(plan);
    case 'release':
      return releaseRuns(plan);
  }
}
