import type { Gradebook } from '../score/gradebook.ts';
import { forCsv } from './inert.ts';

export type GradebookFormat = 'plain' | 'canvas';
export const GRADEBOOK_FORMATS: GradebookFormat[] = ['plain', 'canvas'];

const BOM = '\uFEFF';

function csv(rows: (string | number)[][]): string {
  // UTF-8 with a BOM, and CRLF line ends: what spreadsheet programs expect, so accented names read right.
  return BOM + rows.map((row) => row.map(forCsv).join(',')).join('\r\n') + '\r\n';
}

/**
 * The gradebook as CSV. `plain`: one row per student (folder, then the roster's student id, name and email when
 * there is a roster), a column per activity, total, maximum and a note; a "Points Possible" row under the header.
 * `canvas`: Canvas's gradebook import layout (Student, ID, SIS User ID, SIS Login ID, Section, then a column per
 * activity), with its "Points Possible" row; the roster's student id goes in SIS User ID and the email in SIS Login
 * ID, which is what Canvas matches students by.
 */
export function gradebookCsv(book: Gradebook, format: GradebookFormat = 'plain'): string {
  const ids = book.columns.map((column) => column.id);
  const maxima = book.columns.map((column) => column.maxPoints);
  if (format === 'canvas') {
    const header = ['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section', ...ids];
    const possible = ['Points Possible', '', '', '', '', ...maxima];
    const rows = book.rows.map((row) => {
      const s = row.student;
      return [
        s?.name || row.folder,
        '',
        s?.studentId ?? '',
        s?.email ?? '',
        s?.section ?? '',
        ...ids.map((id) => row.points[id] ?? 0),
      ];
    });
    return csv([header, possible, ...rows]);
  }
  const roster = book.rows.some((row) => row.student);
  const who = roster ? ['student id', 'name', 'email'] : [];
  const header = ['student', ...who, ...ids, 'total', 'max', 'note'];
  const possible = ['Points Possible', ...who.map(() => ''), ...maxima, book.maxPoints, book.maxPoints, ''];
  const rows = book.rows.map((row) => [
    row.folder,
    ...(roster ? [row.student?.studentId ?? '', row.student?.name ?? '', row.student?.email ?? ''] : []),
    ...ids.map((id) => row.points[id] ?? 0),
    row.total,
    book.maxPoints,
    row.notes.join('; '),
  ]);
  return csv([header, possible, ...rows]);
}
