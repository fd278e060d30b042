// The class report's hand-graded items (an activity's manifest `manual`): the grader never grades them, so they are
// shown as pending, with what the student wrote for the instructor to grade, and outside every total.
import type { Gradebook, GradebookRow, ManualColumn } from '../../score/gradebook.ts';
import type { ManualResult } from '../../score/result.ts';
import { forHtml } from '../inert.ts';
import { table } from './html.ts';

/** A student's cell in an item's column of the students table: pending, and whether there is anything to grade. */
export function manualCell(row: GradebookRow, column: ManualColumn): string {
  const cell = row.manual[column.id];
  if (!cell) return '';
  const state = cell.described ? 'written' : 'nothing written';
  return `<span class="pending" data-described="${cell.described}">pending · ${state}</span>`;
}

/** The index's list of the items to grade by hand, each with its maximum and how many students wrote something. */
export function manualSummary(book: Gradebook): string {
  if (book.manual.length === 0) return '';
  const rows = book.manual.map((column) => [
    forHtml(column.activity),
    forHtml(column.title),
    String(column.maxPoints),
    `<span data-described="${column.described}">${column.described} of ${book.rows.length}</span>`,
    forHtml(column.file),
  ]);
  return [
    '<h2>Graded by hand</h2>',
    '<p class="sub">Pending until you grade them: each has a column of its own in the gradebook, left empty, and ' +
      'its points are not in the totals here. Each student’s page shows what they wrote.</p>',
    table(['activity', 'item', 'points', 'students who wrote something', 'file'], rows, [2], 'manual'),
  ].join('\n');
}

/** A student's item on their page: pending, and what they wrote, as text (a student's file never becomes markup). */
export function manualSection(manual: ManualResult): string {
  const head =
    `<h3>Graded by hand: ${forHtml(manual.title)}</h3>\n` +
    `<p class="pending">pending, up to ${manual.maxPoints} points, not in the total above</p>`;
  const written = manual.described
    ? `<p>what they wrote in ${forHtml(manual.file)}:</p>\n<pre class="described">${forHtml(manual.description ?? '')}</pre>`
    : `<p class="note">${forHtml(manual.file)} holds nothing beyond the kit’s template</p>`;
  return `${head}\n${written}`;
}
