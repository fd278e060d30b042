import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Gradebook } from '../../score/gradebook.ts';
import type { GradeReport } from '../../score/result.ts';
import { histogramSvg } from './histogram.ts';
import { forHtml } from '../inert.ts';
import { page, table } from './html.ts';
import { mostFailedTests, mostMissedBugs, type Tallies } from './stats.ts';
import { studentPage } from './studentPage.ts';
import { manualCell, manualSummary } from './manualItems.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A file name for a student's page, whatever their folder is called: plain characters, unique by position. */
function pageName(folder: string, index: number): string {
  return `${String(index + 1).padStart(3, '0')}-${folder.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60)}.html`;
}

/**
 * A link from a page in `from` to a student's HTML coverage report, which their report names relative to
 * `reportsDir`; undefined where there is none. Each path segment is URL-encoded: a folder name is the student's.
 */
export function coverageHref(from: string, reportsDir: string | undefined, report: GradeReport | undefined) {
  if (!reportsDir || !report?.coverageReport) return undefined;
  const relative = path.relative(from, path.resolve(reportsDir, report.coverageReport));
  return relative.split(path.sep).map(encodeURIComponent).join('/');
}

function tallyTable(title: string, what: string, { top, notRun }: Tallies): string {
  // What the whole-run limit kept from running is neither missed nor failed: it is out of the counts, and said apart.
  const apart =
    notRun === 0
      ? ''
      : `\n<p class="note" data-not-run="${notRun}">${plural(notRun, 'run')} the whole-run limit kept from ` +
        'happening are not counted (column “not run”): grade again with a longer --limit</p>';
  if (top.length === 0) return `<h2>${forHtml(title)}</h2>\n<p>none</p>${apart}`;
  const withNotRun = top.some((t) => t.notRun > 0);
  const rows = top.map((t) => [
    forHtml(t.activity),
    forHtml(t.name),
    String(t.count),
    String(t.of),
    `${Math.round((100 * t.count) / t.of)}%`,
    ...(withNotRun ? [String(t.notRun)] : []),
  ]);
  const head = ['activity', what, 'students', 'of those who handed it in', 'share', ...(withNotRun ? ['not run'] : [])];
  return `<h2>${forHtml(title)}</h2>\n${table(head, rows, [2, 3, 4, 5])}${apart}`;
}

/**
 * Writes the class report beside the gradebook: index.html (each activity's score distribution as an SVG histogram,
 * the buggy implementations most students' tests missed, the hidden tests most students failed, the items graded by
 * hand, every student's total) and a page per student under students/. Every figure of an activity is over the
 * students who handed it in, with their number shown; what the whole-run limit kept from running is counted apart.
 * With `reportsDir` (what the reports' coverage paths are relative to), each student's coverage is linked. Plain
 * HTML and SVG: it opens from disk, with no server and no network. Its numbers are the gradebook's.
 */
export function writeClassReport(
  dir: string,
  book: Gradebook,
  reports: GradeReport[],
  title = 'Class report',
  reportsDir?: string,
): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'students'), { recursive: true });
  const byFolder = new Map(reports.map((report) => [report.submission, report]));
  const links = book.rows.map((row, k) => `students/${pageName(row.folder, k)}`);
  book.rows.forEach((row, k) => {
    const report = byFolder.get(row.folder);
    const coverage = coverageHref(path.join(dir, 'students'), reportsDir, report);
    writeFileSync(path.join(dir, links[k]!), studentPage(row, book.maxPoints, report, coverage));
  });
  const mean = book.rows.length === 0 ? 0 : book.rows.reduce((sum, row) => sum + row.total, 0) / book.rows.length;
  // Each stage's distribution is over the students who handed it in, and says how many of the class that is.
  const histograms = book.columns.map((column) => {
    const values = book.rows.filter((row) => row.handedIn.includes(column.id)).map((row) => row.points[column.id]!);
    const average = column.mean === undefined ? '' : ` · mean ${column.mean}`;
    const caption =
      `<figcaption>${forHtml(column.id)} · ${forHtml(column.title)} (max ${column.maxPoints})` +
      `<br><span class="sub" data-handed-in="${column.handedIn}">handed in by ${column.handedIn} of ` +
      `${plural(book.rows.length, 'student')}${average}</span></figcaption>`;
    return `<figure>${caption}${histogramSvg(column.id, values, column.maxPoints)}</figure>`;
  });
  const students = book.rows.map((row, k) => {
    const percent = book.maxPoints === 0 ? 0 : (100 * row.total) / book.maxPoints;
    const style = row.total === book.maxPoints ? ' class="full"' : row.total === 0 ? ' class="zero"' : '';
    const coverage = coverageHref(dir, reportsDir, byFolder.get(row.folder));
    return [
      `<a href="${forHtml(links[k]!)}">${forHtml(row.folder)}</a>`,
      forHtml(row.student?.name ?? ''),
      `<span${style}>${row.total}</span>`,
      String(book.maxPoints),
      percent.toFixed(1),
      coverage ? `<a class="coverage" href="${forHtml(coverage)}">coverage</a>` : '',
      ...book.manual.map((column) => manualCell(row, column)),
      forHtml(row.notes.join('; ')),
    ];
  });
  const body = [
    `<h1>${forHtml(title)}</h1>`,
    `<p class="sub">${plural(book.rows.length, 'student')} · ` +
      `${plural(book.columns.length, 'activity', 'activities')} · ` +
      `mean ${mean.toFixed(1)} of ${book.maxPoints} points</p>`,
    `<h2>Score distribution per activity</h2>\n<div class="grid">\n${histograms.join('\n')}\n</div>`,
    tallyTable('Buggy implementations most students’ tests missed', 'buggy implementation', mostMissedBugs(reports)),
    tallyTable('Hidden tests most students failed', 'hidden test', mostFailedTests(reports)),
    manualSummary(book),
    '<h2>Students</h2>',
    table(
      ['student', 'name', 'points', 'max', '%', 'own tests', ...book.manual.map((column) => column.id), 'note'],
      students,
      [2, 3, 4],
      'students',
    ),
  ];
  const index = path.join(dir, 'index.html');
  writeFileSync(index, page(title, body.join('\n')));
  return index;
}
