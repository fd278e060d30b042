// What names a run of a stage: a typed key, and the one function that turns it into the string the run engine keys
// its outcomes by. The string is never read back: an outcome is found from its key.
import type { RunOutcome, TestRun } from '../run/types.ts';

/**
 * Which implementation of a stage's subjects a run binds: the student's, the kit's reference or stub, a buggy one, or
 * a wheat (a correct one that takes a freedom the stage leaves open: kit/wheats.ts).
 */
export type Implementation = 'submission' | 'reference' | 'stub' | { buggy: string } | { wheat: string };

/**
 * Which tests a run runs: the hidden suites, the public tests, the student's own tests (and `coverage`: the same,
 * measured, in a run of their own), the reference's own student tests (verify's stand-in for a student's), or the
 * probes that show each wheat's freedom is observable (verify's).
 */
export type Role = 'hidden' | 'visible' | 'tests' | 'coverage' | 'reference-tests' | 'probes';

export interface RunKey {
  /** A submission's name where many are run at once (a batch); runs of kit code alone have none, and are shared. */
  submission?: string;
  /** `elevens/02-deck` */
  activity: string;
  role: Role;
  implementation: Implementation;
}

/** A test run with the key it was planned under. */
export interface PlannedRun extends TestRun {
  key: RunKey;
}

export function implementationName(implementation: Implementation): string {
  if (typeof implementation === 'string') return implementation;
  return 'buggy' in implementation ? implementation.buggy : implementation.wheat;
}

/** `reference`, `buggy`, `wheat`…: which kind of implementation, so a buggy id and a wheat id never meet. */
function implementationKind(implementation: Implementation): string {
  if (typeof implementation === 'string') return implementation;
  return 'buggy' in implementation ? 'buggy' : 'wheat';
}

/**
 * Whether a run holds kit code only, no file of a submission: neither the subjects under test nor the tests. Such a
 * run may share a worker with other such runs, and its outcome may be kept (referenceRuns.ts).
 */
export function holdsKitCodeOnly(role: Role, implementation: Implementation): boolean {
  return implementation !== 'submission' && role !== 'tests' && role !== 'coverage';
}

/** The run's id, a key for the run engine's maps: derived from the key here, and nowhere parsed back. */
export function runId(key: RunKey): string {
  const prefix = key.submission === undefined ? '' : `${key.submission}/`;
  const { implementation } = key;
  const on =
    typeof implementation === 'string'
      ? implementation
      : `${implementationKind(implementation)}:${implementationName(implementation)}`;
  return `${prefix}${key.activity}#${key.role}@${on}`;
}

/** The outcome of the run planned under `key`. */
export function outcomeOf(outcomes: Map<string, RunOutcome>, key: RunKey): RunOutcome | undefined {
  return outcomes.get(runId(key));
}

/** The planned run among `runs` with this role and implementation (a stage plans one run of each). */
export function findRun(
  runs: readonly PlannedRun[],
  role: Role,
  implementation: Implementation,
): PlannedRun | undefined {
  const name = implementationName(implementation);
  const kind = implementationKind(implementation);
  return runs.find(
    (run) =>
      run.key.role === role &&
      implementationKind(run.key.implementation) === kind &&
      implementationName(run.key.implementation) === name,
  );
}
