import { styleText } from 'node:util';
import type { ActivityResult, GradeReport, ManualResult, TypeProblem } from '../result.ts';

type Style = Parameters<typeof styleText>[0];

export interface Painter {
  (style: Style, text: string): string;
}

export function painter(color: boolean): Painter {
  return color ? (style, text) => styleText(style, text) : (_style, text) => text;
}

const MAX_FAILURES_SHOWN = 5;

/** The same message reported on many lines of a suite is shown once, with a count. */
export function collapseTypeProblems(problems: TypeProblem[]): string[] {
  const seen = new Map<string, { first: TypeProblem; count: number }>();
  for (const problem of problems) {
    const entry = seen.get(problem.message);
    if (entry) entry.count++;
    else seen.set(problem.message, { first: problem, count: 1 });
  }
  return [...seen.values()].map(({ first, count }) => `${first.file}:${first.line}:${first.column} ${first.message}${count > 1 ? ` (and ${count - 1} more like it)` : ''}`);
}

function oneLine(text: string | undefined): string {
  return (text ?? '').split('\n')[0]!.slice(0, 160);
}

/** An item graded by hand: its extra points (0 until graded) and whether the student described their work. */
export function manualLine(manual: ManualResult): string {
  const state = manual.described ? `described in ${manual.file}` : `${manual.file} not written yet`;
  const points = `${manual.points}/${manual.maxPoints} extra points`;
  return `${manual.title}: ${points} until your instructor grades it (${state})`;
}

function activityLines(result: ActivityResult, paint: Painter): string[] {
  const full = result.points === result.maxPoints;
  const score = paint(full ? 'green' : result.points === 0 ? 'red' : 'yellow', `${result.points}/${result.maxPoints}`);
  const lines = [`${paint('bold', result.id.padEnd(28))} ${result.title.slice(0, 44).padEnd(44)} ${score}`];
  for (const problem of result.problems) lines.push(`  ${paint('red', '✗')} ${oneLine(problem)}`);
  const passed = result.hidden.filter((test) => test.passed);
  if (result.hidden.length > 0) {
    const points = result.hidden.reduce((sum, test) => sum + test.points, 0);
    const max = result.hidden.reduce((sum, test) => sum + test.maxPoints, 0);
    lines.push(`  hidden tests  ${passed.length}/${result.hidden.length} passed (${points}/${max} points)`);
    const failed = result.hidden.filter((test) => !test.passed);
    for (const test of failed.slice(0, MAX_FAILURES_SHOWN)) lines.push(`    ${paint('red', '✗')} ${test.name}: ${paint('dim', oneLine(test.message))}`);
    if (failed.length > MAX_FAILURES_SHOWN) lines.push(paint('dim', `    … and ${failed.length - MAX_FAILURES_SHOWN} more (see the JSON report)`));
  }
  const { testing } = result;
  if (testing.maxPoints > 0 || testing.tests.length > 0) {
    const caught = testing.buggy.filter((b) => b.caught).length;
    const invalid = testing.tests.filter((test) => !test.validOnReference);
    const coverage = result.coverage ? ` · coverage ${result.coverage.lines}% of lines` : '';
    lines.push(`  your tests    ${testing.tests.length} tests · caught ${caught}/${testing.buggy.length} buggy implementations (${testing.points}/${testing.maxPoints} points)${coverage}`);
    if (testing.note) lines.push(`    ${paint('yellow', '!')} ${testing.note}`);
    for (const test of invalid.slice(0, MAX_FAILURES_SHOWN)) lines.push(`    ${paint('red', '✗')} invalid: ${test.name}: ${paint('dim', oneLine(test.message))}`);
    for (const bug of testing.buggy) {
      lines.push(bug.caught ? `    ${paint('green', '✓')} caught ${bug.id} (by ${bug.caughtBy.slice(0, 2).join(', ')}${bug.caughtBy.length > 2 ? ', …' : ''})` : `    ${paint('yellow', '○')} missed ${bug.id}: hint: ${bug.hint}`);
    }
  }
  for (const line of collapseTypeProblems(result.typeProblems).slice(0, MAX_FAILURES_SHOWN)) lines.push(`  ${paint('yellow', 'type')} ${line}`);
  if (result.manual) lines.push(`  by hand       ${manualLine(result.manual)}`);
  return lines;
}

export function renderTerminal(report: GradeReport, color: boolean): string {
  const paint = painter(color);
  const lines = [paint('bold', `cardlab grade · ${report.submission} · ${report.activities.length} activities · ${(report.durationMs / 1000).toFixed(1)} s`), ''];
  if (report.error) lines.push(paint('red', `grading stopped: ${report.error}`), '');
  for (const warning of report.warnings ?? []) lines.push(paint('yellow', `warning: ${warning}`), '');
  for (const activity of report.activities) lines.push(...activityLines(activity, paint), '');
  const percent = report.maxPoints === 0 ? 0 : (100 * report.points) / report.maxPoints;
  lines.push(paint('bold', `Total ${report.points}/${report.maxPoints} (${percent.toFixed(1)}%)`));
  if (report.coverageReport) lines.push(`Coverage of your tests (HTML): ${report.coverageReport}`);
  if (report.confinement) lines.push(paint(report.confinement.kind === 'none' ? 'yellow' : 'dim', `Student code ran confined by: ${report.confinement.summary}`));
  return `${lines.join('\n')}\n`;
}
