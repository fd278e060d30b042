import type { ActivityResult } from '../../src/score/result.ts';

/**
 * The hostile corpus: submissions written to cheat, read what they must not, escape, or break the grade, grouped by
 * the classes of attack the grader must close (grader/src/sandbox, grader/src/run). Each case is one activity of one
 * submission and states the exact score that activity must get. A case that would succeed scores more than its
 * honest counterpart (a Card that answers wrongly, the stub), and fails here.
 */
export type AttackClass =
  'os' | 'framework' | 'state' | 'secrets' | 'time' | 'batch' | 'input' | 'rules' | 'output' | 'resources';

/** The kit's files as a student would hand them in (imports written inside the submission). */
export interface Sources {
  reference(activity: string, file: string): string;
  stub(activity: string, file: string): string;
  /** The reference student tests. */
  tests(activity: string, file: string): string;
}

export interface CaseContext {
  /** A port on 127.0.0.1 where the harness listens: no graded code may ever connect to it. */
  port: number;
  /** The kit's root, for attacks that name real paths of the machine. */
  kitRoot: string;
}

export interface HostileCase {
  name: string;
  kind: AttackClass;
  /** The activity graded, e.g. `elevens/01-card`. */
  activity: string;
  /** Every file of the activity's folder in the submission. */
  files: (src: Sources, ctx: CaseContext) => Record<string, string>;
  /** More to make in the submission folder (`dir`): symbolic links, deep trees, special files. */
  prepare?: (dir: string, ctx: CaseContext) => void;
  /** The activity's exact score. */
  points: number;
  /** What else must hold of the result; returns what is wrong, if anything. */
  check?: (result: ActivityResult) => string | undefined;
  /**
   * Its outcome rests on the test worker's runtime alone (the loop guard, the stack, the matchers, the timers), which
   * is the same code under the same V8 flags and memory bound whatever confines its process, or on the grader's own
   * side (what an import may reach, decided as the run's modules are resolved): graded under the machine's
   * confinement only, not again under the fallbacks (hostile.test.ts).
   */
  runtimeOnly?: true;
}

export function replacing(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`corpus: "${from}" is not in the source`);
  return text.replace(from, to);
}

/** The problems of a result must mention `pattern`. */
/** No problem (shown while the hidden tests are not) tells of what the hidden suite did: there is none. */
export const nothingShownAtOnce = (result: ActivityResult) =>
  result.problems.length === 0 ? undefined : `shown at once: ${result.problems.join(' | ')}`;

export const problemMatches = (pattern: RegExp) => (result: ActivityResult) =>
  result.problems.some((problem) => pattern.test(problem))
    ? undefined
    : `no problem matches ${pattern}: ${result.problems.join(' | ') || 'none'}`;

/** A file the intake refused is named for that, never also as a missing file to create from the stub. */
export const notCalledMissing = (result: ActivityResult) => {
  const missing = result.problems.find((problem) => problem.startsWith('missing file'));
  return missing ? `a refused file is also called missing: ${missing}` : undefined;
};

/** The testing note (why the student's tests earned nothing) must mention `pattern`. */
export const testingNoteMatches = (pattern: RegExp) => (result: ActivityResult) =>
  pattern.test(result.testing.note ?? '')
    ? undefined
    : `the testing note does not match ${pattern}: ${result.testing.note ?? 'none'}`;

/** Nothing in the whole result may contain `secret` (a token of the kit's hidden material or of the machine). */
export const nothingLeaks = (secret: string | RegExp) => (result: ActivityResult) => {
  const text = JSON.stringify(result);
  return (typeof secret === 'string' ? text.includes(secret) : secret.test(text))
    ? `the result shows ${secret}`
    : undefined;
};

export function all(...checks: ((result: ActivityResult) => string | undefined)[]) {
  return (result: ActivityResult) => checks.map((check) => check(result)).find(Boolean);
}

/** The student's tests caught no buggy implementation (what a cheating test must come to). */
export const caughtNone = (result: ActivityResult) =>
  result.testing.buggy.some((bug) => bug.caught)
    ? `caught: ${result.testing.buggy
        .filter((b) => b.caught)
        .map((b) => b.id)
        .join(', ')}`
    : undefined;
