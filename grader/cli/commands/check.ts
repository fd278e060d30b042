import path from 'node:path';
import type { CheckReport } from '../../src/check.ts';
import { collapseTypeProblems, failureLines, painter } from '../../src/report/terminal.ts';
import { submissionRoot } from '../../src/submission.ts';
import type { CliContext } from '../context.ts';
import { UsageError } from '../context.ts';
import { activitiesFor } from '../resolve.ts';
import type { RegisterCommand } from './index.ts';

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n')[0]!.slice(0, 160);
}

/** The check report: what passes, what fails and why, coverage, types, and what grading will add. */
export function renderCheck(report: CheckReport, color: boolean): string {
  const paint = painter(color);
  const { activity, visible, ownTests } = report;
  const lines = [paint('bold', `cardlab check ${activity.id} · ${activity.manifest.title}`), ''];
  for (const name of report.missing) lines.push(`${paint('red', '✗')} missing ${activity.id}/${name}: restore it from the kit (the stub is the starting point)`);
  for (const error of visible.fileErrors) lines.push(`${paint('red', '✗')} the public tests could not run: ${firstLine(error.message)}`);
  const passedVisible = visible.tests.filter((test) => test.state === 'passed').length;
  lines.push(`public tests  ${passedVisible}/${visible.tests.length} pass`);
  for (const test of visible.tests.filter((t) => t.state !== 'passed')) lines.push(...failureLines(paint('red', '✗'), test.name, test.message, test.comparison, paint, '  '));
  const ownFiles = activity.manifest.files.studentTests;
  if (ownFiles.length > 0) {
    const passedOwn = ownTests.tests.filter((test) => test.state === 'passed').length;
    const coverage = report.coverage ? ` · they cover ${report.coverage.lines}% of your lines, ${report.coverage.branches}% of branches` : '';
    lines.push(ownTests.tests.length === 0 ? `your tests    none yet: add some to ${ownFiles.join(', ')}` : `your tests    ${passedOwn}/${ownTests.tests.length} pass${coverage}`);
    for (const error of ownTests.fileErrors) lines.push(`  ${paint('red', '✗')} ${path.basename(error.file)}: ${firstLine(error.message)}`);
    for (const test of ownTests.tests.filter((t) => t.state !== 'passed')) lines.push(...failureLines(paint('yellow', '✗'), test.fullName, test.message, test.comparison, paint, '  '));
    if (report.coverageReport) lines.push(paint('dim', `  coverage report: ${report.coverageReport}`));
  }
  if (report.buggy) {
    lines.push(`buggy versions  your tests catch ${report.buggy.filter((b) => b.caught).length} of ${report.buggy.length}`);
    for (const bug of report.buggy) {
      lines.push(bug.caught ? `  ${paint('green', '✓')} ${bug.id}: caught by ${bug.caughtBy.slice(0, 2).join(', ')}` : `  ${paint('yellow', '○')} ${bug.id}: not caught yet. Hint: ${bug.hint}`);
    }
  }
  for (const use of report.forbidden) {
    lines.push(`${paint('red', '✗')} ${use.file}:${use.line}:${use.column} uses ${use.api}: not allowed here (${use.why})`);
  }
  const types = collapseTypeProblems(report.typeProblems);
  lines.push(types.length === 0 ? 'types         ok' : `types         ${types.length} problem${types.length > 1 ? 's' : ''}`);
  for (const line of types) lines.push(`  ${paint('yellow', '!')} ${line}`);
  lines.push('');
  const allPass = report.forbidden.length === 0 && report.missing.length === 0 && visible.fileErrors.length === 0 && visible.tests.length > 0 && passedVisible === visible.tests.length;
  const hidden = report.hiddenCount ? `; ${report.hiddenCount} hidden tests run at grading` : '; more tests run at grading';
  lines.push(allPass ? paint('green', `all public tests pass${hidden}`) : paint('yellow', `${visible.tests.length - passedVisible} public test(s) to fix${hidden}`));
  return `${lines.join('\n')}\n`;
}

/** The folder holding the student's stages: --dir, or the kit's own activities/. */
export function workDirFor(ctx: CliContext, dir: string | undefined): string {
  try {
    return submissionRoot(dir ? path.resolve(ctx.cwd, dir) : path.join(ctx.kitRoot, 'activities'));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

export async function runCheck(ctx: CliContext, id: string, dir: string | undefined): Promise<CheckReport> {
  if (!id.includes('/')) throw new UsageError(`check takes one activity such as elevens/02, got "${id}"`);
  const [activity] = activitiesFor(ctx, id);
  const { checkActivity } = await import('../../src/check.ts');
  const outDir = path.resolve(ctx.cwd, '.cardlab', 'check');
  const report = await checkActivity(ctx.kitRoot, workDirFor(ctx, dir), activity!, outDir);
  if (report.coverageReport) report.coverageReport = path.relative(ctx.cwd, report.coverageReport);
  ctx.stdout.write(renderCheck(report, ctx.color));
  return report;
}

export const registerCheck: RegisterCommand = (program, ctx) => {
  program
    .command('check')
    .description('run the public tests, your own tests (with coverage) and the type check of one activity')
    .argument('<activity>', 'e.g. elevens/02 or elevens/02-deck')
    .option('--dir <folder>', 'where your stages are (default: this kit’s activities/)')
    .action(async (id: string, flags: { dir?: string }) => {
      await runCheck(ctx, id, flags.dir);
    });
};
