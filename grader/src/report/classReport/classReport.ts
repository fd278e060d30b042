import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Gradebook } from '../../score/gradebook.ts';
import type { GradeReport } from '../../score/result.ts';
import { histogramSvg } from './histogram.ts';
import { forHtml } from '../inert.ts';
import { page, table } from './html.ts';
import { mostFailedTests, mostMissedBugs, type Tally } from './stats.ts';
import { studentPage } from './studentPage.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A file name for a student's page, whatever their folder is called: plain characters, unique by position. */
function pageName(folder: string, index: number): string {
  return `${String(index + 1).padStart(3, '0')}-${folder.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 60)}.html`;
}

function tallyTable(title: string, what: string, tallies: Tally[]): string {
  if (tallies.length === 0) return `<h2>${forHtml(title)}</h2>\n<p>none</p>`;
  const rows = tallies.map((t) => [
    forHtml(t.activity),
    forHtml(t.name),
    String(t.count),
    String(t.of),
    `${Math.round((100 * t.count) / t.of)}%`,
  ]);
  return `<h2>${forHtml(title)}</h2>\n${table(['activity', what, 'students', 'of', 'share'], rows, [2, 3, 4])}`;
}

/**
 * Writes the class report beside the gradebook: index.html (each activity's score distribution as an SVG histogram,
 * the buggy implementations most students' tests missed, the hidden tests most students failed, every student's
 * total) and a page per student under students/. Plain HTML and SVG: it opens from disk, with no server and no
 * network. Its numbers are the gradebook's.
 */
export function writeClassReport(dir: string, book: Gradebook, reports: GradeReport[], title = 'Class report'): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'students'), { recursive: true });
  const byFolder = new Map(reports.map((report) => [report.submission, report]));
  const links = book.rows.map((row, k) => `students/${pageName(row.folder, k)}`);
  book.rows.forEach((row, k) =>
    writeFileSync(path.join(dir, links[k]!), studentPage(row, book.maxPoints, byFolder.get(row.folder))),
  );
  const mean = book.rows.length === 0 ? 0 : book.rows.reduce((sum, row) => sum + row.total, 0) / book.rows.length;
  const histograms = book.columns.map((column) => {
    const values = book.rows.map((row) => row.points[column.id] ?? 0);
    const caption = `<figcaption>${forHtml(column.id)} · ${forHtml(column.title)} (max ${column.maxPoints})</figcaption>`;
    return `<figure>${caption}${histogramSvg(column.id, values, column.maxPoints)}</figure>`;
  });
  const students = book.rows.map((row, k) => {
    const percent = book.maxPoints === 0 ? 0 : (100 * row.total) / book.maxPoints;
    const style = row.total === book.maxPoints ? ' class="full"' : row.total === 0 ? ' class="zero"' : '';
    return [
      `<a href="${forHtml(links[k]!)}">${forHtml(row.folder)}</a>`,
      forHtml(row.student?.name ?? ''),
      `<span${style}>${row.total}</span>`,
      String(book.maxPoints),
      percent.toFixed(1),
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
    '<h2>Students</h2>',
    table(['student', 'name', 'points', 'max', '%', 'note'], students, [2, 3, 4], 'students'),
  ];
  const index = path.join(dir, 'index.html');
  writeFileSync(index, page(title, body.join('\n')));
  return index;
}
