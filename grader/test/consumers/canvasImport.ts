import { parse } from 'csv-parse/sync';

/** A student enrolled in the Canvas course: the identifiers Canvas can match an imported row by. */
export interface Enrolled {
  name: string;
  id?: string;
  sisUserId?: string;
  loginId?: string;
}

export interface CanvasImport {
  /** The assignment columns, after the identity columns. */
  assignments: string[];
  /** Each "Points Possible" row's maxima, by assignment: Canvas expects exactly one. */
  pointsPossible: Record<string, string>[];
  /** Scores by enrolled student's name, for every row Canvas matched to one. */
  scores: Map<string, Record<string, string>>;
  /** The Student cell of each row no enrolled student matched: Canvas asks what to do with each. */
  unmatched: string[];
}

const IDENTITY = ['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section'];

/**
 * Reads a gradebook CSV the way Canvas's gradebook import does, as its guides describe it: the first row is the
 * header, its identity columns (Student, ID, SIS User ID, SIS Login ID, Section) first and an assignment per column
 * after them; a row whose Student cell holds "Points Possible" is the maxima, not a student; every other row is a
 * student, matched to the course by Canvas's ID, else SIS User ID, else SIS Login ID, each compared exactly as
 * written (Canvas does not strip a spreadsheet's apostrophe).
 */
export function readAsCanvas(text: string, course: Enrolled[]): CanvasImport {
  const [header, ...rows] = parse(text, { bom: true, relax_column_count: true }) as string[][];
  if (!header || IDENTITY.some((name, k) => header[k] !== name))
    throw new Error(`the header does not start with Canvas's identity columns: ${JSON.stringify(header)}`);
  const assignments = header.slice(IDENTITY.length);
  const byColumn = (row: string[]) => Object.fromEntries(assignments.map((a, k) => [a, row[IDENTITY.length + k]!]));
  const result: CanvasImport = { assignments, pointsPossible: [], scores: new Map(), unmatched: [] };
  for (const row of rows) {
    if (/Points Possible/i.test(row[0] ?? '')) {
      result.pointsPossible.push(byColumn(row));
      continue;
    }
    const [, id, sisUserId, loginId] = row;
    const student =
      (id && course.find((s) => s.id === id)) ||
      (sisUserId && course.find((s) => s.sisUserId === sisUserId)) ||
      (loginId && course.find((s) => s.loginId === loginId)) ||
      undefined;
    if (student) result.scores.set(student.name, byColumn(row));
    else result.unmatched.push(row[0] ?? '');
  }
  return result;
}
