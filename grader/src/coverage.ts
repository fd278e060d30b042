import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from './activities.ts';
import type { KitPaths } from './kit.ts';
import type { CoverageFigure } from './result.ts';
import { runTests, type RunOutcome, type TestRun } from './run/runner.ts';
import { studentTestFiles, subjectFiles } from './submission.ts';

interface Totals {
  total: number;
  covered: number;
}
type FileSummary = Record<'lines' | 'statements' | 'functions' | 'branches', Totals>;

function percent({ total, covered }: Totals): number {
  return total === 0 ? 100 : Math.round((1000 * covered) / total) / 10;
}

function add(a: Totals, b: Totals): Totals {
  return { total: a.total + b.total, covered: a.covered + b.covered };
}

/**
 * Coverage of the student's own code by the student's own tests (DESIGN.md contract 5), measured in a run of
 * its own so that the hidden suites' calls never count. Writes an HTML report to `reportsDirectory`.
 */
export async function coverageByActivity(
  kit: KitPaths,
  root: string,
  activities: Activity[],
  reportsDirectory: string,
  limitMs: number,
  { keepOutcomes = false } = {},
): Promise<{ figures: Map<string, CoverageFigure>; htmlReport?: string; outcomes?: Map<string, RunOutcome> }> {
  const measured = activities
    .map((activity) => ({ activity, tests: studentTestFiles(root, activity), subjects: subjectFiles(root, activity) }))
    .filter(({ tests, subjects }) => tests.length > 0 && subjects.missing.length === 0);
  // Coverage is reported even when some of the student's tests fail (reportOnFailure in the runner).
  const figures = new Map<string, CoverageFigure>();
  if (measured.length === 0) return { figures };
  const runs: TestRun[] = measured.map(({ activity, tests, subjects }) => ({
    id: `${activity.id}#coverage`,
    binding: { kit, activity, subjects: subjects.files, workDirs: [kit.activities, root] },
    files: tests,
    timeoutMs: activity.manifest.timeoutMs ?? 5_000,
    // Only the student's own code and tests run here: one lab's files may share a process.
    group: `${root}#${activity.lab}#coverage`,
  }));
  const include = measured.flatMap(({ subjects }) => Object.values(subjects.files));
  const outcomes = await runTests(runs, {
    root: kit.root,
    limitMs,
    coverage: { include, reportsDirectory, reporters: ['json-summary', 'html'] },
  });
  const summaryFile = path.join(reportsDirectory, 'coverage-summary.json');
  const kept = keepOutcomes ? outcomes : undefined;
  if (!existsSync(summaryFile)) return { figures, outcomes: kept };
  const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as Record<string, FileSummary>;
  for (const { activity, subjects } of measured) {
    const zero = { total: 0, covered: 0 };
    const sum = { lines: zero, statements: zero, functions: zero, branches: zero };
    let seen = false;
    for (const file of Object.values(subjects.files)) {
      const entry = summary[file];
      if (!entry) continue;
      seen = true;
      for (const key of Object.keys(sum) as (keyof FileSummary)[]) sum[key] = add(sum[key], entry[key]);
    }
    if (seen) {
      figures.set(activity.id, { lines: percent(sum.lines), statements: percent(sum.statements), functions: percent(sum.functions), branches: percent(sum.branches) });
    }
  }
  const html = path.join(reportsDirectory, 'index.html');
  return { figures, htmlReport: existsSync(html) ? html : undefined, outcomes: kept };
}
