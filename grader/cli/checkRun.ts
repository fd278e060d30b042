// How `check` runs one stage and prints it: shared by the check and watch commands.
import path from 'node:path';
import { warmAnalysisThread } from '../src/analysis/analysis.ts';
import type { CheckReport } from '../src/score/checkResult.ts';
import { renderCheck } from '../src/report/checkTerminal.ts';
import type { CliContext } from './context.ts';
import { oneActivity, workDirFor } from './resolve.ts';

export async function runCheck(ctx: CliContext, id: string, dir: string | undefined): Promise<CheckReport> {
  warmAnalysisThread();
  const activity = oneActivity(ctx, id, 'check');
  const { checkActivity } = await import('../src/check.ts');
  const outDir = path.resolve(ctx.cwd, '.cardlab', 'check');
  const report = await checkActivity(ctx.kitRoot, workDirFor(ctx, dir), activity, outDir);
  if (report.coverageReport) report.coverageReport = path.relative(ctx.cwd, report.coverageReport);
  ctx.stdout.write(renderCheck(report, ctx.color));
  return report;
}
