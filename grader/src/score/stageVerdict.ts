// The one definition of a stage being done, for `check` (its exit code and last line), `list`, and the student
// page's stage list and Check report: every one of them reads a stage's standing from here, so that none can say
// `done` where another does not. A stage is done when it will grade green as far as the kit can know.
import type { CheckReport } from './checkResult.ts';
import { describeLoadFailure } from '../analysis/loadError.ts';
import { ruleCost, summarizeUses } from '../analysis/ruleWords.ts';
import type { TypeProblem } from './result.ts';
import { blockingStage } from './blockingStage.ts';
import { counted } from '../kit/words.ts';

export type Status =
  | 'done'
  | 'in progress'
  | 'not started'
  | 'blocked'
  | 'broken'
  | 'missing files'
  | 'rule broken'
  | 'API changed'
  | 'not as graded'
  | 'own tests fail'
  | 'over-specified';

/**
 * What the standing of a stage is read from: what `check` gathers, and `list` gathers the same for each stage (the
 * public tests, the student's own tests on their code, the rule, the API, and the wheats where the kit holds them).
 */
export type StageEvidence = Pick<
  CheckReport,
  | 'activity'
  | 'missing'
  | 'visible'
  | 'ownTests'
  | 'loadFailures'
  | 'forbidden'
  | 'apiProblems'
  | 'wheats'
  | 'notGraded'
>;

export interface Standing {
  status: Status;
  /** Why the stage is not done, as one line (list prints it under the stage). */
  detail?: string;
}

type Outcome = CheckReport['visible']['tests'][number];

const TODO = /\bTODO\b/;

/**
 * A test of the student's own that they skipped (`it.skip`, `it.todo`, or left out by an `it.only` beside it): one
 * rule with grading (scoring.ts), where a test that did not run proves nothing and is not invalid. It does not stop
 * the stage being done, and earns nothing at grading either.
 */
export const isSkipped = (test: Outcome) => test.state === 'not-run' && test.notRun === 'skipped';

/** The student's own tests that count against the stage: every one that did not pass, but those skipped. */
export const ownNotPassing = (evidence: Pick<StageEvidence, 'ownTests'>) =>
  evidence.ownTests.tests.filter((test) => test.state !== 'passed' && !isSkipped(test));

/** The first API difference and how many more, as a one-line detail. */
function apiDetail(problems: TypeProblem[]): string {
  const [first] = problems;
  const more = problems.length > 1 ? ` (and ${counted(problems.length - 1, 'more difference')})` : '';
  const what = first!.message.replace(/^not the API the grader uses: /, '');
  return `${first!.file}:${first!.line}:${first!.column}: ${what}${more}`;
}

/** What the public tests' run says: nothing missing, every file loads, and every test ran and passed, or why not. */
function publicStanding(evidence: StageEvidence): Standing {
  const { activity, missing, visible, loadFailures } = evidence;
  if (missing.length > 0) return { status: 'missing files', detail: missing.join(', ') };
  const error = visible.fileErrors[0];
  if (error && TODO.test(error.message)) return { status: 'not started' };
  // A file that does not load stops the stage, whichever run found it (the public tests' or the student's own).
  const failure = loadFailures.find((entry) => entry.run === 'visible') ?? loadFailures[0];
  if (failure) return { status: 'broken', detail: describeLoadFailure(failure.failure) };
  if (error) return { status: 'broken', detail: error.message.split('\n')[0] };
  const failed = visible.tests.filter((test) => test.state !== 'passed');
  if (visible.tests.length > 0 && failed.length === 0) return { status: 'done' };
  // The stage runs with the student's own earlier stages: a stage waiting on one of them is not "not started".
  const blocking = blockingStage(activity.id, visible.tests);
  if (blocking)
    return { status: 'blocked', detail: `its tests fail in your ${blocking}: finish or fix that stage first` };
  const todo = failed.every((test) => TODO.test(test.message ?? ''));
  return { status: failed.length === visible.tests.length && todo ? 'not started' : 'in progress' };
}

/**
 * The stage's standing. Done: its files are all there and load, its public tests pass, no rule of its lab is broken,
 * its API is the stub's, grading takes its files as they are (notGraded.ts), the student's own tests pass on their
 * code (those skipped aside), and, where the kit holds the wheats (an instructor's copy), none of them fails on one.
 */
export function stageStanding(evidence: StageEvidence): Standing {
  const standing = publicStanding(evidence);
  if (standing.status !== 'done' && standing.status !== 'in progress') return standing;
  // Passing tests do not make a stage done while it breaks its lab's rule: grading withholds every hidden point.
  const { forbidden, apiProblems } = evidence;
  if (forbidden.length > 0)
    return {
      status: 'rule broken',
      detail: `${summarizeUses(forbidden)}: ${ruleCost(evidence.activity.manifest.hiddenCount)}`,
    };
  // Nor while its API is not the stub's: the grader's tests call the stub's.
  if (apiProblems.length > 0) return { status: 'API changed', detail: apiDetail(apiProblems) };
  // Nor while a file of it is one grading will not take as it is: what passed here is not what grading runs.
  const [first, ...more] = evidence.notGraded;
  if (first) {
    const others = more.length > 0 ? ` (and ${counted(more.length, 'more file')})` : '';
    return { status: 'not as graded', detail: `${first.file} ${first.why}${others}` };
  }
  if (standing.status !== 'done') return standing;
  // A test of the student's own that fails on their code: the code or the test is wrong, and both cost points.
  const ownFailing = ownNotPassing(evidence);
  if (ownFailing.length > 0) {
    const fail = ownFailing.length === 1 ? 'fails' : 'fail';
    const first = ownFailing[0]!.fullName;
    return {
      status: 'own tests fail',
      detail: `${ownFailing.length} of your own tests ${fail} (${first}): your code or the test is wrong`,
    };
  }
  // A test of theirs that fails on a correct implementation as grading runs it: the reference (with the kit's earlier
  // stages: one that passed only with the student's own had been called done) or a wheat.
  const leaning = evidence.wheats?.leaning ?? [];
  const overSpecified = evidence.wheats?.overSpecified ?? [];
  const failing = leaning.length + overSpecified.length;
  if (failing > 0) {
    const where =
      leaning.length > 0
        ? `on the reference as grading runs it, with the kit's earlier stages (${leaning[0]!.name})`
        : `on a correct implementation that differs where the README leaves room (${overSpecified[0]!.name})`;
    return {
      status: 'over-specified',
      detail: `${counted(failing, 'test')} of yours ${failing === 1 ? 'fails' : 'fail'} ${where}: ${failing === 1 ? 'it counts' : 'they count'} for nothing`,
    };
  }
  return standing;
}

/** Whether the stage is done: the one test of it. */
export const isDone = (evidence: StageEvidence): boolean => stageStanding(evidence).status === 'done';
