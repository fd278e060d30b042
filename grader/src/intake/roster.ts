import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { studentOfFolder, type RosterEntry } from './rosterMatch.ts';

export type { RosterEntry };

/** A roster file that cannot be used; the message names the file, the line and what to change. */
export class RosterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RosterError';
  }
}

// Header names as instructors write them, reduced to letters: "Student ID", "student_id" and "SID" are one column.
// A roster made from Canvas's gradebook export keeps its columns: Student, ID (Canvas's), SIS User ID, SIS Login ID.
const COLUMNS: Record<keyof RosterEntry, string[]> = {
  folder: ['folder', 'submission', 'directory', 'zip'],
  studentId: ['studentid', 'sid', 'sisuserid', 'id'],
  name: ['name', 'student', 'fullname'],
  email: ['email', 'emailaddress', 'mail', 'sisloginid'],
  section: ['section'],
  canvasId: ['canvasid', 'canvasuserid'],
};
const REQUIRED: (keyof RosterEntry)[] = ['folder', 'studentId', 'name', 'email'];
const EXPECTED = 'folder,student id,name,email (and optionally section and canvas id)';

const reduce = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');

/** Which column holds what: by header name; a plain "ID" beside a "SIS User ID" is Canvas's ID, as in its export. */
function columnsOf(header: string[]): Map<keyof RosterEntry, number> {
  const index = new Map<keyof RosterEntry, number>();
  const canvasLayout = header.some((name) => reduce(name) === 'sisuserid');
  header.forEach((name, k) => {
    const reduced = reduce(name);
    const key =
      canvasLayout && reduced === 'id'
        ? 'canvasId'
        : (Object.keys(COLUMNS) as (keyof RosterEntry)[]).find((column) => COLUMNS[column].includes(reduced));
    if (key && !index.has(key)) index.set(key, k);
  });
  return index;
}

/**
 * Reads a class roster: a CSV file (UTF-8, with or without a BOM) whose header names the columns folder, student
 * id, name and email, in any order, and optionally section. Every row needs a folder, and no folder may repeat.
 */
export function readRoster(file: string, shownAs = file): RosterEntry[] {
  let rows: string[][];
  if (!existsSync(file)) throw new RosterError(`there is no roster file ${shownAs}`);
  try {
    rows = parse(readFileSync(file), { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    throw new RosterError(`${shownAs} is not a readable CSV file: ${(error as Error).message}`);
  }
  const [header, ...body] = rows;
  if (!header)
    throw new RosterError(`${shownAs} is empty: it needs a header line (${EXPECTED}) and a line per student`);
  const index = columnsOf(header);
  const missing = REQUIRED.filter((key) => !index.has(key));
  if (missing.length > 0) {
    throw new RosterError(
      `${shownAs} has no ${missing.map((key) => `"${key === 'studentId' ? 'student id' : key}"`).join(', ')} column: ` +
        `its header is "${header.join(',')}"; the first line must name the columns ${EXPECTED}`,
    );
  }
  const seen = new Map<string, { folder: string; line: number }>();
  return body.map((row, k) => {
    const line = k + 2;
    const cell = (key: keyof RosterEntry) => (index.has(key) ? (row[index.get(key)!] ?? '') : '');
    const folder = cell('folder');
    if (!folder)
      throw new RosterError(`${shownAs} line ${line} has no folder: give the name of the student's submission folder`);
    // `bob` and `bob.zip` are one student in a class folder (classFolder.ts): two lines for them is one too many.
    const student = studentOfFolder(folder);
    const first = seen.get(student);
    if (first) {
      const same = first.folder === folder ? '' : `the same student as "${first.folder}", `;
      throw new RosterError(
        `${shownAs} line ${line} repeats folder "${folder}" (${same}first on line ${first.line}): ` +
          'give each student one line',
      );
    }
    seen.set(student, { folder, line });
    const section = cell('section');
    const canvasId = cell('canvasId');
    return {
      folder,
      studentId: cell('studentId'),
      name: cell('name'),
      email: cell('email'),
      ...(section ? { section } : {}),
      ...(canvasId ? { canvasId } : {}),
    };
  });
}
