// The HTML coverage report's pages, in a time that grows with the file, not with its square. istanbul marks each
// statement, function and branch inside its line by inserting a tag into the line's text, copying the whole line for
// each one: a student file of 15,000 functions on one line (under the 1 MB bound) took 58 s of the grader's own
// thread and 48 s of the kernel's, while the other students of its grader process waited. Past a bound, a file's page
// marks whole lines only (run or not, and how often): its figures, the summary, lcov and Cobertura are unchanged.
import type { FileCoverage, FileCoverageData } from 'istanbul-lib-coverage';
import type { Context, FileWriter, ReportBase, ReportNode } from 'istanbul-lib-report';
import reports from 'istanbul-reports';

/** Characters copied while inserting marks into a file's lines (an upper bound) past which its page marks lines. */
export const MARKING_BOUND = 20_000_000;

type Range = { start: { line: number }; end: { line: number } };

/**
 * An upper bound on the characters istanbul copies to mark the file: each statement, function and branch location
 * inserts at most two tags into the lines it starts and ends on, each a copy of that line.
 */
export function markingCost(coverage: FileCoverageData, source: string): number {
  const lengths = source.split(/\r?\n|\r/).map((line) => line.length);
  const ranges: Range[] = [
    ...Object.values(coverage.statementMap),
    ...Object.values(coverage.fnMap).flatMap((fn) => [fn.decl, fn.loc]),
    ...Object.values(coverage.branchMap).flatMap((branch) => [branch.loc, ...branch.locations]),
  ];
  let cost = 0;
  for (const range of ranges) cost += (lengths[range.start.line - 1] ?? 0) + (lengths[range.end.line - 1] ?? 0);
  return cost;
}

/**
 * What the HTML page reads of a file's coverage: its figures as they are, and nothing to mark inside a line (the
 * annotator then marks whole lines from the line figures).
 */
function linesOnly(coverage: FileCoverage): Partial<FileCoverage> {
  return {
    path: coverage.path,
    toSummary: () => coverage.toSummary(),
    getLineCoverage: () => coverage.getLineCoverage(),
    s: {},
    statementMap: {},
    f: {},
    fnMap: {},
    b: {},
    branchMap: {},
  };
}

type HtmlReport = ReportBase & { onDetail(node: ReportNode, context: Context & { writer?: FileWriter }): void };

/** istanbul's HTML report, whose page of a file past MARKING_BOUND marks whole lines only. */
export function boundedHtmlReport(options: object): ReportBase {
  const html = reports.create('html', options as never) as HtmlReport;
  const detail = html.onDetail.bind(html);
  html.onDetail = (node, context) => {
    const coverage = node.getFileCoverage();
    if (markingCost(coverage.data, context.getSource(coverage.path)) <= MARKING_BOUND) return detail(node, context);
    // The node as it is (its figures, its place in the report), but for the coverage the annotator marks lines from.
    const marked = Object.create(node, { getFileCoverage: { value: () => linesOnly(coverage) } }) as ReportNode;
    detail(marked, context);
  };
  return html;
}
