// What `check` shows of one stage (a CheckReport), as text for the terminal: the check and watch commands print it.
import path from 'node:path';
import type { BuggyResult } from '../score/result.ts';
import { blockingStage, otherStageOf } from '../score/blockingStage.ts';
import { apiName, ruleCost } from '../analysis/ruleWords.ts';
import { describeLoadFailure, isLoadError, placeOf, type LoadFailure } from '../analysis/loadError.ts';
import { HAND_IN } from './handIn.ts';
import type { CheckReport } from '../score/checkResult.ts';
import { forText } from './inert.ts';
import { collapseTypeProblems, failureLines, painter, type Painter } from './terminal.ts';
import { counted } from '../kit/words.ts';
import { checkWheatLines } from './wheatWords.ts';
import { isDone, isSkipped, ownNotPassing } from '../score/stageVerdict.ts';

// Everything shown here of the student's (test names, messages, file names, places in their code) goes through
// forText before the kit's marks and colours are added: their code's escape sequences are shown, never run.

function firstLine(text: string | undefined): string {
  return forText((text ?? '').split('\n')[0]!.slice(0, 160));
}

/** Each file that does not load, once, however many runs it stopped. */
function distinctFailures(report: CheckReport, run?: 'visible' | 'own'): LoadFailure[] {
  const seen = new Map<string, LoadFailure>();
  for (const entry of report.loadFailures) {
    if (!run || entry.run === run) seen.set(describeLoadFailure(entry.failure), entry.failure);
  }
  return [...seen.values()];
}

function notLoading(failures: LoadFailure[]): string {
  const names = [...new Set(failures.map((f) => path.posix.basename(f.file)))].join(', ');
  return `${forText(names)} ${failures.length === 1 ? 'does' : 'do'} not load`;
}

type Outcome = CheckReport['visible']['tests'][number];

/** Where failures come from when some are thrown in an earlier stage of the student's: that stage comes first. */
function blameEarlier(report: CheckReport, tests: Outcome[], they: string): string {
  const id = report.activity.id;
  const whole = blockingStage(id, tests);
  if (whole) return `: ${they} fail in your ${whole}, so finish or fix that stage first`;
  const failed = tests.filter((test) => test.state === 'failed');
  const elsewhere = failed.filter((test) => otherStageOf(id, test.where));
  const stages = [...new Set(elsewhere.map((test) => otherStageOf(id, test.where)))];
  if (elsewhere.length === 0 && report.failingEarlier && failed.length > 0)
    return `: your ${report.failingEarlier}, which this stage uses, fails its own public tests too, so fix that stage first`;
  if (elsewhere.length === 0) return '';
  return ` (${elsewhere.length} of them fail in your ${stages.join(', ')}: finish or fix ${stages.length === 1 ? 'that stage' : 'those stages'} first)`;
}

/** A failed test, and where in the student's code it threw (their own file, so they can open it there). */
function failedLines(test: Outcome, name: string, mark: string, paint: Painter): string[] {
  const lines = failureLines(mark, name, test.message, test.comparison, paint, '  ');
  if (test.where) lines.push(paint('dim', `      at ${forText(test.where)}`));
  return lines;
}

/** Whether the stage is done, and what stands between it and done, as one line. */
export interface Verdict {
  done: boolean;
  summary: string;
}

/** What stands between the stage and done, as one line, and whether there is anything. */
export function checkVerdict(report: CheckReport): Verdict {
  const { visible } = report;
  const hidden = report.hiddenCount
    ? `${counted(report.hiddenCount, 'hidden test')} run at grading`
    : 'more tests run at grading';
  const failures = distinctFailures(report);
  const passed = visible.tests.filter((test) => test.state === 'passed').length;
  let tests: string;
  if (report.missing.length > 0) tests = `restore the missing ${report.missing.join(', ')} first`;
  else if (failures.length > 0) {
    // An import of another stage's file that is gone: the fix is that file, not the line importing it (graph.ts).
    const gone = /: (\S+), a file of stage \S+, is missing/.exec(failures[0]!.why)?.[1];
    tests = gone
      ? `${notLoading(failures)}: ${gone} is missing, so put it back first`
      : `${notLoading(failures)}: fix ${placeOf(failures[0]!)} first`;
  } else if (visible.fileErrors.length > 0 || visible.tests.length === 0) tests = 'the public tests could not run';
  else if (passed < visible.tests.length) {
    tests = `${counted(visible.tests.length - passed, 'public test')} to fix${blameEarlier(report, visible.tests, 'they')}`;
  } else tests = 'all public tests pass';
  const allPass = tests === 'all public tests pass';
  // A test of the student's own that fails on their code means the code or the test is wrong: both cost points.
  const ownFailed = failures.length > 0 ? 0 : ownNotPassing(report).length;
  const fail = ownFailed === 1 ? 'fails' : 'fail';
  const publicBlocker = blockingStage(report.activity.id, visible.tests);
  const ownBlocker = blockingStage(report.activity.id, report.ownTests.tests);
  // The earlier stage that fails its own public tests was named for the public tests: once is enough.
  const earlierNamed = !publicBlocker && !ownBlocker && report.failingEarlier && tests.includes(report.failingEarlier);
  const ownBlame =
    publicBlocker && ownBlocker === publicBlocker
      ? ' there too'
      : earlierNamed
        ? ' too'
        : blameEarlier(report, report.ownTests.tests, 'they');
  const own =
    ownFailed === 0 ? '' : `${ownFailed} of your own tests ${fail}${ownBlame || ' (your code or the test is wrong)'}`;
  const api = report.apiProblems.length;
  // Whether the stage is done is stageVerdict.ts's to say, for check, list and the page alike; this line says why.
  const done = isDone(report);
  let summary = own ? `${tests}${allPass ? ', but' : ', and'} ${own}` : tests;
  // Done by its public tests, but the testing points are still to earn: say so while there are no tests of their own.
  const { points } = report.activity.manifest.testing;
  const noOwnTests =
    failures.length === 0 && report.ownTests.tests.length === 0 && otherErrors(report.ownTests).length === 0;
  if (allPass && !own && noOwnTests && points > 0 && report.activity.manifest.files.studentTests.length > 0)
    summary += ` (no tests of your own yet: they earn ${counted(points, 'testing point')} at grading)`;
  // What grading costs beyond the tests run here: the grader's tests call the stub's API, and a broken rule voids them.
  const costs: string[] = [];
  if (api > 0) {
    const differences = counted(api, 'difference');
    costs.push(`your code does not match the stub's API (${differences} above): the grader's tests that use it fail`);
  }
  if (report.notGraded.length > 0) {
    const files = report.notGraded.length;
    costs.push(
      `grading will not take ${counted(files, 'file')} of yours as ${files === 1 ? 'it is' : 'they are'} (above)`,
    );
  }
  if (report.forbidden.length > 0) {
    const uses = counted(report.forbidden.length, 'use');
    costs.push(`the lab's rule is broken (${uses} above): ${ruleCost(report.hiddenCount)}`);
  }
  // A test that fails on the reference as grading runs it counts for nothing as one that fails on a wheat does.
  const countsForNothing = (report.wheats?.overSpecified.length ?? 0) + (report.wheats?.leaning.length ?? 0);
  if (countsForNothing > 0 && !own) {
    const fail = countsForNothing === 1 ? 'fails' : 'fail';
    costs.push(
      `${counted(countsForNothing, 'test')} of yours ${fail} on a correct implementation (above): ` +
        `${countsForNothing === 1 ? 'it counts' : 'they count'} for nothing at grading`,
    );
  }
  if (costs.length === 0) return { done, summary: `${summary}; ${hidden}` };
  return { done, summary: `${summary}${allPass && !own ? ', but' : '; and'} ${costs.join('; and ')}` };
}

/** What the student's files changed of their stubs' API, each at its place in their file. */
function apiLines(report: CheckReport, paint: Painter): string[] {
  if (report.apiProblems.length === 0) return [];
  return [
    `API           ${counted(report.apiProblems.length, 'difference')} from the stub`,
    ...report.apiProblems.map(
      (problem) =>
        `  ${paint('red', '✗')} ${forText(`${problem.file}:${problem.line}:${problem.column} ${problem.message}`)}`,
    ),
  ];
}

/** Errors of a run that are not a file failing to load (a time limit, a stopped worker); an empty file is none. */
function otherErrors(outcome: CheckReport['visible']): CheckReport['visible']['fileErrors'] {
  return outcome.fileErrors.filter((error) => !isLoadError(error) && error.kind !== 'empty');
}

function publicLines(report: CheckReport, paint: Painter): string[] {
  const { visible } = report;
  const lines = otherErrors(visible).map(
    (error) => `${paint('red', '✗')} the public tests could not run: ${firstLine(error.message)}`,
  );
  const notLoaded = distinctFailures(report, 'visible');
  const passed = visible.tests.filter((test) => test.state === 'passed').length;
  if (report.missing.length > 0) lines.push('public tests  not run: a file is missing');
  else if (notLoaded.length > 0) lines.push(`public tests  not run: ${notLoading(notLoaded)}`);
  else lines.push(`public tests  ${passed}/${visible.tests.length} pass`);
  for (const test of visible.tests.filter((t) => t.state !== 'passed')) {
    lines.push(...failedLines(test, test.name, paint('red', '✗'), paint));
  }
  return lines;
}

function ownLines(report: CheckReport, paint: Painter): string[] {
  const { ownTests, coverage } = report;
  const files = report.activity.manifest.files.studentTests;
  if (files.length === 0) return [];
  const notLoaded = distinctFailures(report, 'own');
  const passed = ownTests.tests.filter((test) => test.state === 'passed').length;
  const covered = coverage ? ` · they cover ${coverage.lines}% of your lines, ${coverage.branches}% of branches` : '';
  const ran = notLoaded.length === 0 && ownTests.tests.length > 0;
  const skipped = ownTests.tests.filter(isSkipped);
  const skips = skipped.length > 0 ? ` · ${skipped.length} skipped` : '';
  let summary = `your tests    ${passed}/${ownTests.tests.length} pass${skips}${covered}`;
  if (report.missing.length > 0 && ownTests.tests.length === 0) summary = 'your tests    not run: a file is missing';
  else if (notLoaded.length > 0) summary = `your tests    not run: ${notLoading(notLoaded)}`;
  else if (ownTests.tests.length === 0) summary = `your tests    none yet: add some to ${files.join(', ')}`;
  const lines = [summary];
  for (const error of otherErrors(ownTests)) {
    lines.push(`  ${paint('red', '✗')} ${forText(path.basename(error.file))}: ${firstLine(error.message)}`);
  }
  for (const test of ownNotPassing(report)) {
    lines.push(...failedLines(test, test.fullName, paint('yellow', '✗'), paint));
  }
  for (const test of skipped) {
    lines.push(`  ${paint('dim', '-')} ${forText(test.fullName)}: skipped, so it is not run here or at grading`);
  }
  if (report.coverageReport && ran) lines.push(paint('dim', `  coverage report: ${forText(report.coverageReport)}`));
  return lines;
}

function buggyLines(report: CheckReport, paint: Painter): string[] {
  if (!report.buggy) return [];
  // Grading counts a catch only by a test that passes on a correct implementation; here the student's own code
  // stands in for it, so a catch by a test that fails there is shown, but not counted.
  const failing = new Set(report.ownTests.tests.filter((test) => test.state === 'failed').map((t) => t.fullName));
  const counts = (bug: BuggyResult) => bug.caught && bug.caughtBy.some((name) => !failing.has(name));
  const caught = report.buggy.filter(counts).length;
  return [
    `buggy versions  your tests catch ${caught} of ${report.buggy.length}`,
    ...report.buggy.map((bug) => {
      const id = forText(bug.id);
      const valid = bug.caughtBy.filter((name) => !failing.has(name));
      const by = forText(valid.slice(0, 2).join(', '));
      const allBy = forText(bug.caughtBy.slice(0, 2).join(', '));
      if (counts(bug)) return `  ${paint('green', '✓')} ${id}: caught by ${by}`;
      if (bug.caught)
        return (
          `  ${paint('yellow', '○')} ${id}: caught only by tests that also fail on your own code ` +
          `(${allBy}): a test counts at grading only if it passes on a correct ` +
          'implementation, so this catch counts once your code or the test is put right'
        );
      return `  ${paint('yellow', '○')} ${id}: not caught yet. Hint: ${forText(bug.hint ?? '')}`;
    }),
  ];
}

/** The wheats (report/wheatWords.ts): the tests that fail on one, or that grading will run them. */
function wheatLines(report: CheckReport, paint: Painter): string[] {
  if (!report.wheats) return [];
  const { head, tests } = checkWheatLines(report.wheats);
  return [`correct variants  ${head}`, ...tests.map((test) => `  ${paint('red', '✗')} ${forText(test)}`)];
}

/**
 * The check report's parts: its title, the lines of what passes, what fails and why (the caret differences, the
 * places, coverage, the rule, types), and its verdict. The terminal prints them; the browser's Check report shows
 * the same lines and verdict (grader/web/progress.ts), so that both say the same.
 */
export function checkParts(
  report: CheckReport,
  paint: Painter,
): { title: string; lines: string[]; verdict: Verdict; handIn?: string } {
  const { activity } = report;
  const lines: string[] = [];
  for (const name of report.missing) {
    const restore = 'restore it from the kit (the stub is the starting point)';
    lines.push(`${paint('red', '✗')} missing ${activity.id}/${name}: ${restore}`);
  }
  for (const failure of distinctFailures(report))
    lines.push(`${paint('red', '✗')} ${forText(describeLoadFailure(failure))}`);
  lines.push(
    ...publicLines(report, paint),
    ...ownLines(report, paint),
    ...wheatLines(report, paint),
    ...buggyLines(report, paint),
  );
  for (const use of report.forbidden) {
    const where = `${use.file}:${use.line}:${use.column}`;
    lines.push(
      `${paint('red', '✗')} ${forText(`${where} uses ${apiName(use.api, use.construct)}: not allowed here (${use.why})`)}`,
    );
  }
  lines.push(...apiLines(report, paint));
  for (const { file, why } of report.notGraded) lines.push(`${paint('red', '✗')} ${forText(`${file} ${why}`)}`);
  const types = collapseTypeProblems(report.typeProblems);
  const problems = report.typeProblems.length;
  lines.push(problems === 0 ? 'types         ok' : `types         ${counted(problems, 'problem')}`);
  for (const line of types) lines.push(`  ${paint('yellow', '!')} ${forText(line)}`);
  const verdict = checkVerdict(report);
  // A stage that is done is ready to hand in: the last line says how.
  const handIn = verdict.done ? HAND_IN : undefined;
  return { title: `cardlab check ${activity.id} · ${activity.manifest.title}`, lines, verdict, handIn };
}

/** The check report: what passes, what fails and why, coverage, types, and what grading will add. */
export function renderCheck(report: CheckReport, color: boolean): string {
  const paint = painter(color);
  const { title, lines, verdict, handIn } = checkParts(report, paint);
  const shown = [
    paint('bold', title),
    '',
    ...lines,
    '',
    paint(verdict.done ? 'green' : 'yellow', forText(verdict.summary)),
    ...(handIn ? [handIn] : []),
  ];
  return `${shown.join('\n')}\n`;
}
