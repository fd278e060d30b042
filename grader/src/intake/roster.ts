import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

/** One student of a class roster: the folder their submission is in, and who they are to the school's systems. */
export interface RosterEntry {
  folder: string;
  studentId: string;
  name: string;
  email: string;
  section?: string;
}

/** A roster file that cannot be used; the message names the file, the line and what to change. */
export class RosterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RosterError';
  }
}

// Header names as instructors write them, reduced to letters: "Student ID", "student_id" and "SID" are one column.
const COLUMNS: Record<keyof RosterEntry, string[]> = {
  folder: ['folder', 'submission', 'directory'],
  studentId: ['studentid', 'sid', 'id', 'sisuserid'],
  name: ['name', 'student', 'fullname'],
  email: ['email', 'emailaddress', 'mail'],
  section: ['section'],
};
const REQUIRED: (keyof RosterEntry)[] = ['folder', 'studentId', 'name', 'email'];
const EXPECTED = 'folder,student id,name,email (and optionally section)';

const reduce = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');

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
  const index = new Map<keyof RosterEntry, number>();
  header.forEach((name, k) => {
    const key = (Object.keys(COLUMNS) as (keyof RosterEntry)[]).find((column) =>
      COLUMNS[column].includes(reduce(name)),
    );
    if (key && !index.has(key)) index.set(key, k);
  });
  const missing = REQUIRED.filter((key) => !index.has(key));
  if (missing.length > 0) {
    throw new RosterError(
      `${shownAs} has no ${missing.map((key) => `"${key === 'studentId' ? 'student id' : key}"`).join(', ')} column: ` +
        `its header is "${header.join(',')}"; the first line must name the columns ${EXPECTED}`,
    );
  }
  const seen = new Map<string, number>();
  return body.map((row, k) => {
    const line = k + 2;
    const cell = (key: keyof RosterEntry) => (index.has(key) ? (row[index.get(key)!] ?? '') : '');
    const folder = cell('folder');
    if (!folder)
      throw new RosterError(`${shownAs} line ${line} has no folder: give the name of the student's submission folder`);
    if (seen.has(folder))
      throw new RosterError(`${shownAs} line ${line} repeats folder "${folder}" (first on line ${seen.get(folder)})`);
    seen.set(folder, line);
    const section = cell('section');
    return {
      folder,
      studentId: cell('studentId'),
      name: cell('name'),
      email: cell('email'),
      ...(section ? { section } : {}),
    };
  });
}
