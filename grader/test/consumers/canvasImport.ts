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
  /** The Student cell of each row no enrolled student matched: Canvas shows each as a student it does not know. */
  unmatched: string[];
}

/**
 * Reads a gradebook CSV the way Canvas's gradebook importer (app/models/gradebook_importer.rb) reads it: the first
 * row is the header, and must start with Student and ID and end its identity columns with Section (with SIS Login ID,
 * or SIS User ID and SIS Login ID, between them); each column after those is an assignment. A later row whose first
 * cell contains "Points Possible" (case as written) is the maxima; a row of nothing but empty or "Muted" cells is
 * skipped; every other row is a student, found by Canvas's ID (as a number), else SIS User ID, else SIS Login ID,
 * each compared exactly as written (a spreadsheet's apostrophe stays), else by name.
 */
export function readAsCanvas(text: string, course: Enrolled[]): CanvasImport {
  const [header, ...rows] = parse(text, { bom: true, relax_column_count: true }) as string[][];
  if (!header || header.length <= 3 || !/Student/.test(header[0]!) || !/ID/.test(header[1]!))
    throw new Error(`Canvas refuses the header: ${JSON.stringify(header)}`);
  let identity = 3;
  let sisUser: number | undefined;
  let sisLogin: number | undefined;
  if (/SIS\s+Login\s+ID/.test(header[2]!)) [identity, sisLogin] = [4, 2];
  else if (/SIS\s+User\s+ID/.test(header[2]!) && /SIS\s+Login\s+ID/.test(header[3] ?? ''))
    [identity, sisUser, sisLogin] = [5, 2, 3];
  if (!/Section/.test(header[identity - 1] ?? ''))
    throw new Error(`Canvas refuses the header: its identity columns do not end with Section`);
  const assignments = header.slice(identity);
  const byColumn = (row: string[]) => Object.fromEntries(assignments.map((a, k) => [a, row[identity + k] ?? '']));
  const result: CanvasImport = { assignments, pointsPossible: [], scores: new Map(), unmatched: [] };
  for (const row of rows) {
    if (/Points Possible/.test(row[0] ?? '')) {
      result.pointsPossible.push(byColumn(row));
      continue;
    }
    if (row.every((cell) => /^(Muted|)$/i.test(cell.trim()))) continue;
    const id = row[1] ? String(Number.parseInt(row[1], 10)) : undefined;
    const at = (column: number | undefined) => (column === undefined ? undefined : row[column] || undefined);
    const student =
      course.find((s) => id !== undefined && s.id === id) ??
      course.find((s) => at(sisUser) !== undefined && s.sisUserId === at(sisUser)) ??
      course.find((s) => at(sisLogin) !== undefined && s.loginId === at(sisLogin)) ??
      course.find((s) => row[0] && s.name === row[0]);
    if (student) result.scores.set(student.name, byColumn(row));
    else result.unmatched.push(row[0] ?? '');
  }
  return result;
}
