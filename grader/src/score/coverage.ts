import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import libCoverage, { type CoverageMap, type CoverageSummary } from 'istanbul-lib-coverage';
import libReport from 'istanbul-lib-report';
import reports from 'istanbul-reports';
import type { Activity } from '../kit/activities.ts';
import type { KitPaths } from '../kit/kit.ts';
import { boundedHtmlReport } from './coverageHtml.ts';
import { convertCoverage } from '../run/v8ToIstanbul.ts';
import type { CoverageFigure } from './result.ts';
import { outcomeOf } from '../plan/keys.ts';
import { planRuns } from '../plan/runs.ts';
import { stagePlan } from '../plan/stage.ts';
import { compileSource } from '../run/compile.ts';
import { isStackOverflow, onDeepStack } from '../run/deepStack.ts';
import { runTests, type CoverageData, type RunOutcome } from '../run/runner.ts';
import type { RunOptions } from '../run/types.ts';
import { studentTestFiles, subjectFiles } from '../intake/submission.ts';

/** The report files written beside the HTML: for CI dashboards (lcov, Cobertura) and for the grader (summary). */
const REPORTERS = [
  ['json-summary', {}],
  ['lcovonly', { file: 'lcov.info' }],
  ['cobertura', { file: 'cobertura-coverage.xml' }],
] as const;

function percent(summary: CoverageSummary, key: 'lines' | 'statements' | 'functions' | 'branches'): number {
  const { total, covered } = summary[key];
  return total === 0 ? 100 : Math.round((1000 * covered) / total) / 10;
}

/** V8's coverage of the student's files, as istanbul coverage keyed by their paths inside the submission. */
async function toIstanbul(data: CoverageData[], root: string): Promise<CoverageMap> {
  const map = libCoverage.createCoverageMap({});
  for (const entry of data) {
    let converted: Record<string, object>;
    try {
      converted = await convertCoverage(entry);
    } catch (error) {
      // Its walk overflowed the grader's stack: on one no file can fill, so that the JIT's state changes nothing.
      if (!isStackOverflow(error)) throw error;
      converted = onDeepStack({ kind: 'coverage', entry });
    }
    for (const [name, file] of Object.entries(converted)) {
      const relative = path.isAbsolute(name) ? path.relative(root, name) : name;
      map.merge({ [relative]: { ...file, path: relative } } as never);
    }
  }
  return map;
}

function writeReports(map: CoverageMap, root: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  const context = libReport.createContext({
    dir,
    coverageMap: map,
    defaultSummarizer: 'nested',
    sourceFinder: (file: string) => readFileSync(path.resolve(root, file), 'utf8'),
  });
  boundedHtmlReport({ projectRoot: '.' }).execute(context);
  for (const [name, options] of REPORTERS)
    reports.create(name, { ...options, projectRoot: '.' } as never).execute(context);
}

/** A student's file compiled as the worker compiles it; undefined where it cannot be read or compiled. */
function compiled(file: string, name: string): { code: string; map?: string } | undefined {
  try {
    const { code, map } = compileSource(readFileSync(file, 'utf8'), name, { graded: true });
    return code === undefined ? undefined : { code, map };
  } catch {
    // A folder in a file's place, or code the compiler gives up on: the stage's own problems say so.
    return undefined;
  }
}

/**
 * The subject files of the stages handed in without tests of the student's own, compiled as the worker compiles them
 * and given one range that nothing ran: the reports then list them at 0 %, where a stage without tests would
 * otherwise be left out as if it had none to write. A file that does not compile is left out (its stage says why).
 */
function untestedFiles(root: string, activities: Activity[]): CoverageData[] {
  return activities.flatMap((activity) => {
    const { files, missing } = subjectFiles(root, activity);
    const asked = activity.manifest.files.studentTests.length > 0;
    if (!asked || missing.length > 0 || studentTestFiles(root, activity).length > 0) return [];
    return Object.entries(files).flatMap(([name, file]) => {
      const unit = compiled(file, `${activity.id}/${name}`);
      if (!unit) return [];
      const never = {
        functionName: '',
        isBlockCoverage: true,
        ranges: [{ startOffset: 0, endOffset: unit.code.length, count: 0 }],
      };
      return [{ run: '', file, ...unit, wrapperLength: 0, functions: [never] }];
    });
  });
}

/** How `coverageByActivity` runs: what it keeps, how it binds, and when its workers may start (RunOptions.ready). */
interface CoverageOptions {
  keepOutcomes?: boolean;
  ownStages?: boolean;
  listUntested?: boolean;
  keepCompiled?: boolean;
  ready?: RunOptions['ready'];
}

/**
 * Coverage of the student's own code by the student's own tests (docs/DESIGN.md, contract 5), measured in a run of its
 * own so that the hidden suites' calls never count: V8 coverage taken in the confined worker, mapped back to the
 * student's TypeScript by the grader. Writes an HTML report, `coverage-summary.json`, `lcov.info` and
 * `cobertura-coverage.xml` to `reportsDirectory`, with paths relative to the submission. With `keepOutcomes`, the
 * outcome of each measured activity's run comes back too, by activity id. With `listUntested` (grading), the files of
 * stages handed in without tests are in the reports at 0 %. With `keepCompiled` (the student's own commands), the
 * student's files as compiled are kept for the next run (run/codeStore.ts).
 */
export async function coverageByActivity(
  kit: KitPaths,
  root: string,
  activities: Activity[],
  reportsDirectory: string,
  limitMs: number,
  { keepOutcomes = false, ownStages = false, listUntested = false, keepCompiled = false, ready }: CoverageOptions = {},
): Promise<{ figures: Map<string, CoverageFigure>; htmlReport?: string; outcomes?: Map<string, RunOutcome> }> {
  const measured = activities.flatMap((activity) => {
    const { runs } = planRuns(stagePlan(kit, activity), { purpose: 'coverage', root, ownStages });
    return runs.map((run) => ({ activity, run }));
  });
  const figures = new Map<string, CoverageFigure>();
  const untested = listUntested ? untestedFiles(root, activities) : [];
  if (measured.length === 0 && untested.length === 0) return { figures };
  let data: CoverageData[] = [];
  const runs = measured.map(({ run }) => run);
  const outcomes =
    runs.length > 0
      ? await runTests(runs, {
          root: kit.root,
          limitMs,
          keepCompiled,
          ready,
          coverage: (collected) => (data = collected),
        })
      : new Map<string, RunOutcome>();
  // Each stage's files count as covered by that stage's own tests only (its run), never by a later stage's tests
  // that load them too. Coverage is reported even when some of the student's tests fail.
  const ownFiles = new Map(runs.map((run) => [run.id, Object.values(run.binding.subjects)]));
  const map = await toIstanbul(
    [...data.filter((entry) => ownFiles.get(entry.run)?.includes(entry.file)), ...untested],
    root,
  );
  const kept = keepOutcomes
    ? new Map(measured.map(({ activity, run }) => [activity.id, outcomeOf(outcomes, run.key)!]))
    : undefined;
  if (map.files().length === 0) return { figures, outcomes: kept };
  writeReports(map, root, reportsDirectory);
  for (const { activity, run } of measured) {
    const summary = libCoverage.createCoverageSummary();
    let seen = false;
    for (const file of Object.values(run.binding.subjects)) {
      const relative = path.relative(root, file);
      if (!map.files().includes(relative)) continue;
      seen = true;
      summary.merge(map.fileCoverageFor(relative).toSummary());
    }
    if (seen)
      figures.set(activity.id, {
        lines: percent(summary, 'lines'),
        statements: percent(summary, 'statements'),
        functions: percent(summary, 'functions'),
        branches: percent(summary, 'branches'),
      });
  }
  const html = path.join(reportsDirectory, 'index.html');
  return { figures, htmlReport: existsSync(html) ? html : undefined, outcomes: kept };
}
