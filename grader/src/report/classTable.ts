import type { Gradebook } from '../score/gradebook.ts';
import { forText } from './inert.ts';
import { painter } from './terminal.ts';

const NOTE_WIDTH = 60;

/** The end of a class run in the terminal: one line per student, with points, maximum, percent and any note. */
export function renderClassTable(book: Gradebook, color: boolean): string {
  const paint = painter(color);
  // Folder names and notes are the students' (a folder may be named with an escape sequence): shown inert.
  const folders = book.rows.map((row) => forText(row.folder));
  const width = Math.max(7, ...folders.map((folder) => folder.length));
  const lines = [
    paint(
      'bold',
      `${'student'.padEnd(width)}  ${'points'.padStart(9)}  ${'max'.padStart(6)}  ${'%'.padStart(6)}  note`,
    ),
  ];
  book.rows.forEach((row, k) => {
    const percent = book.maxPoints === 0 ? 0 : (100 * row.total) / book.maxPoints;
    const style = row.total === book.maxPoints ? 'green' : row.total === 0 ? 'red' : 'yellow';
    const note = forText(row.notes.join('; '));
    lines.push(
      `${folders[k]!.padEnd(width)}  ${paint(style, String(row.total).padStart(9))}  ` +
        `${String(book.maxPoints).padStart(6)}  ` +
        `${percent.toFixed(1).padStart(6)}  ${note.length > NOTE_WIDTH ? `${note.slice(0, NOTE_WIDTH - 1)}…` : note}`,
    );
  });
  // Each activity's figures are over the students who handed it in, and say how many of the class that is. The ids
  // are the kit's, yet come from the reports, which a batch reads back from disk: shown inert like the rest.
  const ids = book.columns.map((column) => forText(column.id));
  const manualIds = book.manual.map((item) => forText(item.id));
  const idWidth = Math.max(0, ...ids.map((id) => id.length), ...manualIds.map((id) => id.length));
  if (book.columns.length > 0) lines.push('', paint('bold', 'activity'));
  book.columns.forEach((column, k) => {
    const mean = column.mean === undefined ? '' : `, mean ${column.mean} of ${column.maxPoints}`;
    lines.push(`${ids[k]!.padEnd(idWidth)}  handed in by ${column.handedIn} of ${book.rows.length}${mean}`);
  });
  // A hand-graded item is the instructor's to grade: how many wrote something to grade, and its maximum.
  book.manual.forEach((item, k) => {
    lines.push(
      `${manualIds[k]!.padEnd(idWidth)}  pending, up to ${item.maxPoints} points outside the total: ` +
        `${item.described} of ${book.rows.length} wrote in ${forText(item.file)}`,
    );
  });
  return `${lines.join('\n')}\n`;
}
