import type { Gradebook, GradebookRow } from '../score/gradebook.ts';
import { forCsv } from './inert.ts';

export type GradebookFormat = 'plain' | 'canvas';
export const GRADEBOOK_FORMATS: GradebookFormat[] = ['plain', 'canvas'];

const BOM = '\uFEFF';

/** A cell of text the instructor gave (the roster's): written as given, where a student's text is neutralised. */
interface Given {
  given: string;
}
type Cell = string | number | Given;

function csv(rows: Cell[][]): string {
  const cell = (value: Cell) => (typeof value === 'object' ? forCsv(value.given, { given: true }) : forCsv(value));
  // UTF-8 with a BOM, and CRLF line ends: what spreadsheet programs expect, so accented names read right.
  return BOM + rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

const given = (text: string | undefined): Given => ({ given: text ?? '' });

// Canvas's importer takes a row whose Student cell says "Points Possible" for the maxima row, and the first row for
// the header; a folder is a student's name for it, so it may never read as either.
const HEADER_LIKE = /points\s*possible|^\s*student\s*$/i;

/**
 * A student's folder as the gradebook's first column shows it: a folder named like a header row (`Points Possible`,
 * `student`) is renamed visibly, so that no program reads its row as the maxima or the header.
 */
export function folderCell(folder: string): string {
  if (!HEADER_LIKE.test(folder)) return folder;
  return `${folder.replace(/(points)\s*(possible)/gi, '$1_$2')} (a folder's name)`;
}

/** The Student cell of the Canvas layout: the roster's name as given, else the folder (the student's own text). */
const canvasName = (row: GradebookRow): Cell => (row.student?.name ? given(row.student.name) : folderCell(row.folder));

/** A column of points: an activity's, or a hand-graded item's right after its activity's. */
interface PointsColumn {
  name: string;
  maxPoints: number;
  cell: (row: GradebookRow) => Cell;
}

// A hand-graded item is pending: its cell is empty, a grade not given yet, where a 0 would be a grade (and one that a
// spreadsheet averages in and an importer writes over the instructor's).
function pointsColumns(book: Gradebook): PointsColumn[] {
  return book.columns.flatMap((column) => [
    { name: column.id, maxPoints: column.maxPoints, cell: (row: GradebookRow) => row.points[column.id] ?? 0 },
    ...book.manual
      .filter((item) => item.activity === column.id)
      .map((item) => ({ name: item.id, maxPoints: item.maxPoints, cell: () => '' })),
  ]);
}

/**
 * The gradebook as CSV. `plain`: one row per student (folder, then the roster's student id, name and email when
 * there is a roster), a column per activity, total, maximum and a note; a "Points Possible" row under the header.
 * `canvas`: Canvas's gradebook import layout (Student, ID, SIS User ID, SIS Login ID, Section, then a column per
 * activity), with its "Points Possible" row. In both, a hand-graded item has a column of its own after its activity's,
 * with its maximum in the Points Possible row and an empty cell for every student (pending), outside total and max.
 * The roster's Canvas id goes in ID, its student id in SIS User ID and its email in SIS Login ID, which is what
 * Canvas matches students by. The roster's fields are the instructor's and are written as given; a folder name and a
 * note are the student's and are neutralised (inert.ts).
 */
export function gradebookCsv(book: Gradebook, format: GradebookFormat = 'plain'): string {
  const columns = pointsColumns(book);
  const ids = columns.map((column) => column.name);
  const maxima = columns.map((column) => column.maxPoints);
  const cells = (row: GradebookRow) => columns.map((column) => column.cell(row));
  if (format === 'canvas') {
    const header = ['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section', ...ids];
    const possible = ['Points Possible', '', '', '', '', ...maxima];
    const rows = book.rows.map((row) => {
      const s = row.student;
      return [
        canvasName(row),
        given(s?.canvasId),
        given(s?.studentId),
        given(s?.email),
        given(s?.section),
        ...cells(row),
      ];
    });
    return csv([header, possible, ...rows]);
  }
  const roster = book.rows.some((row) => row.student);
  const who = roster ? ['student id', 'name', 'email'] : [];
  const header = ['student', ...who, ...ids, 'total', 'max', 'note'];
  const possible = ['Points Possible', ...who.map(() => ''), ...maxima, book.maxPoints, book.maxPoints, ''];
  const rows = book.rows.map((row) => [
    folderCell(row.folder),
    ...(roster ? [given(row.student?.studentId), given(row.student?.name), given(row.student?.email)] : []),
    ...cells(row),
    row.total,
    book.maxPoints,
    row.notes.join('; '),
  ]);
  return csv([header, possible, ...rows]);
}
