import { styleText } from 'node:util';
import {
  NOT_RUN_ON_LIMIT,
  type ActivityResult,
  type Comparison,
  type GradeReport,
  type ManualResult,
  type TypeProblem,
} from '../score/result.ts';
import { counted, fitWords } from '../kit/words.ts';
import { differenceLines, ownWords } from './difference.ts';
import { forText } from './inert.ts';
import { overSpecifiedTests, overSpecifiedText, wheatSummary } from './wheatWords.ts';

type Style = Parameters<typeof styleText>[0];

export interface Painter {
  (style: Style, text: string): string;
}

export function painter(color: boolean): Painter {
  return color ? (style, text) => styleText(style, text) : (_style, text) => text;
}

const MAX_FAILURES_SHOWN = 5;

/**
 * The same message reported on many lines of a suite is shown once, with a count. The lines quote the student's file
 * names and identifiers as they are: each medium makes them inert as it shows them.
 */
export function collapseTypeProblems(problems: TypeProblem[]): string[] {
  const seen = new Map<string, { first: TypeProblem; count: number }>();
  for (const problem of problems) {
    const entry = seen.get(problem.message);
    if (entry) entry.count++;
    else seen.set(problem.message, { first: problem, count: 1 });
  }
  return [...seen.values()].map(
    ({ first, count }) =>
      `${first.file}:${first.line}:${first.column} ${first.message}${count > 1 ? ` (and ${count - 1} more like it)` : ''}`,
  );
}

/**
 * The first line of a message, cut (at a word) only when it is very long: a place or a reason cut short is lost.
 * Inert: what the student's code wrote into it is shown, never run by the terminal.
 */
function oneLine(text: string | undefined): string {
  const first = (text ?? '').split('\n')[0]!;
  return forText(first.length <= 300 ? first : fitWords(first, 300).trimEnd());
}

/**
 * One failed test: `✗ name: why`, and when it failed comparing two values, where they first differ (vitest's own
 * message cuts both long texts short, so that they often look the same). The name, the message and the compared
 * values are the student's: shown inert, before the marks and colours are added.
 */
export function failureLines(
  mark: string,
  name: string,
  message: string | undefined,
  comparison: Comparison | undefined,
  paint: Painter,
  indent: string,
): string[] {
  const difference = comparison ? differenceLines(comparison) : [];
  const shownName = forText(name);
  if (difference.length === 0) return [`${indent}${mark} ${shownName}: ${paint('dim', oneLine(message))}`];
  const own = ownWords(message);
  const headline = `${indent}${mark} ${shownName}${own ? `: ${paint('dim', oneLine(own))}` : ''}`;
  return [headline, ...difference.map((line) => `${indent}    ${forText(line)}`)];
}

/**
 * A text of several lines that quotes the submission (a warning naming its files): each line after the first is
 * indented, so that nothing the student named can start a line of its own at the margin, where the kit's own lines
 * (the total) are.
 */
function indentedLines(text: string): string {
  return forText(text, { lines: true }).replaceAll('\n', '\n  ');
}

/** Where the whole report is, when it was written: the terminal shows only the first few failures of each list. */
export interface TerminalOptions {
  jsonReport?: string;
}

/** An item graded by hand: its extra points (0 until graded) and whether the student described their work. */
export function manualLine(manual: ManualResult): string {
  const state = manual.described ? `described in ${manual.file}` : `${manual.file} not written yet`;
  const points = `${manual.points}/${manual.maxPoints} extra points`;
  return `${manual.title}: ${points} until your instructor grades it (${state})`;
}

function activityLines(result: ActivityResult, paint: Painter, { jsonReport }: TerminalOptions): string[] {
  const full = result.points === result.maxPoints;
  const score = paint(full ? 'green' : result.points === 0 ? 'red' : 'yellow', `${result.points}/${result.maxPoints}`);
  // The kit's own words (ids, titles, hints) go through forText too: every string of the model is shown inert.
  const lines = [`${paint('bold', forText(result.id).padEnd(28))} ${fitWords(forText(result.title), 44)} ${score}`];
  for (const problem of result.problems) lines.push(`  ${paint('red', '✗')} ${oneLine(problem)}`);
  const passed = result.hidden.filter((test) => test.passed);
  if (result.hidden.length > 0) {
    const points = result.hidden.reduce((sum, test) => sum + test.points, 0);
    const max = result.hidden.reduce((sum, test) => sum + test.maxPoints, 0);
    const withheld =
      result.forbidden.length > 0 && passed.length > 0 ? ": withheld while the lab's rule is broken" : '';
    lines.push(`  hidden tests  ${passed.length}/${result.hidden.length} passed (${points}/${max} points${withheld})`);
    const failed = result.hidden.filter((test) => !test.passed);
    // Tests that all failed for a problem named above (code that does not load) say so once, not once each.
    const cause = failed[0]?.message ?? '';
    const oneCause =
      failed.length > 1 && failed.every((test) => test.message === cause) && result.problems.includes(cause);
    const noneRan = `none of the ${failed.length} ran: ${paint('dim', 'see the problem above')}`;
    if (oneCause) lines.push(`    ${paint('red', '✗')} ${noneRan}`);
    for (const test of oneCause ? [] : failed.slice(0, MAX_FAILURES_SHOWN)) {
      lines.push(...failureLines(paint('red', '✗'), test.name, test.message, test.comparison, paint, '    '));
    }
    const whole = jsonReport ? `all of them are in ${jsonReport}` : '--json <file> writes them all';
    const more = failed.length - MAX_FAILURES_SHOWN;
    if (!oneCause && more > 0) lines.push(paint('dim', `    … and ${more} more (${whole})`));
  }
  const { testing } = result;
  if (testing.maxPoints > 0 || testing.tests.length > 0) {
    const caught = testing.buggy.filter((b) => b.caught).length;
    const invalid = testing.tests.filter((test) => !test.validOnReference);
    // With no tests the figure is 0 % (activityGrade.ts): shown, so that a stage without tests reads as such.
    const coverage = result.coverage ? ` · coverage ${result.coverage.lines}% of lines` : '';
    const tests = counted(testing.tests.length, 'test');
    const points = `(${testing.points}/${testing.maxPoints} points)`;
    const buggy = `caught ${caught}/${testing.buggy.length} buggy implementations`;
    lines.push(`  your tests    ${tests} · ${buggy} ${points}${coverage}`);
    if (testing.note) lines.push(`    ${paint('yellow', '!')} ${forText(testing.note)}`);
    const wheats = wheatSummary(testing);
    if (wheats) lines.push(`    ${paint('dim', '·')} ${wheats}`);
    for (const test of invalid.slice(0, MAX_FAILURES_SHOWN)) {
      const name = `invalid: ${test.name}`;
      lines.push(...failureLines(paint('red', '✗'), name, test.message, test.comparison, paint, '    '));
    }
    for (const test of overSpecifiedTests(testing).slice(0, MAX_FAILURES_SHOWN))
      lines.push(`    ${paint('red', '✗')} ${forText(overSpecifiedText(test, testing.wheats ?? 0))}`);
    for (const bug of testing.buggy) {
      const by = forText(`${bug.caughtBy.slice(0, 2).join(', ')}${bug.caughtBy.length > 2 ? ', …' : ''}`);
      lines.push(
        bug.caught
          ? `    ${paint('green', '✓')} caught ${forText(bug.id)} (by ${by})`
          : bug.notRun
            ? `    ${paint('dim', '○')} not run on ${forText(bug.id)}: ${NOT_RUN_ON_LIMIT}`
            : `    ${paint('yellow', '○')} missed ${forText(`${bug.id}: hint: ${bug.hint}`)}`,
      );
    }
  }
  for (const line of collapseTypeProblems(result.typeProblems).slice(0, MAX_FAILURES_SHOWN))
    lines.push(`  ${paint('yellow', 'type')} ${forText(line)}`);
  if (result.manual) lines.push(`  by hand       ${forText(manualLine(result.manual))}`);
  return lines;
}

export function renderTerminal(report: GradeReport, color: boolean, options: TerminalOptions = {}): string {
  const paint = painter(color);
  const activities = counted(report.activities.length, 'activity', 'activities');
  const seconds = `${(report.durationMs / 1000).toFixed(1)} s`;
  const lines = [paint('bold', `cardlab grade · ${forText(report.submission)} · ${activities} · ${seconds}`), ''];
  // What stopped grading and the warnings name the submission's files and quote its code.
  if (report.error) lines.push(paint('red', `grading stopped: ${indentedLines(report.error)}`), '');
  for (const warning of report.warnings ?? []) lines.push(paint('yellow', `warning: ${indentedLines(warning)}`), '');
  for (const activity of report.activities) lines.push(...activityLines(activity, paint, options), '');
  const percent = report.maxPoints === 0 ? 0 : (100 * report.points) / report.maxPoints;
  lines.push(paint('bold', `Total ${report.points}/${report.maxPoints} (${percent.toFixed(1)}%)`));
  if (report.coverageReport) lines.push(`Coverage of your tests (HTML): ${forText(report.coverageReport)}`);
  if (report.confinement)
    lines.push(
      paint(
        report.confinement.kind === 'none' ? 'yellow' : 'dim',
        `Student code ran confined by: ${forText(report.confinement.summary)}`,
      ),
    );
  return `${lines.join('\n')}\n`;
}
