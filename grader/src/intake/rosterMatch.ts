// Which roster line is which graded student. Apart from roster.ts (which reads the file with csv-parse, a package
// only the instructor's tools have): the gradebook needs the matching, and a student kit's CLI loads the gradebook.
/** One student of a class roster: the folder their submission is in, and who they are to the school's systems. */
export interface RosterEntry {
  /** The student's folder or zip as the class folder holds it (`bob`, `bob/` or `bob.zip`). */
  folder: string;
  studentId: string;
  name: string;
  email: string;
  section?: string;
  /** Canvas's own user id (its gradebook's ID column), when the roster has one. */
  canvasId?: string;
}

/**
 * The student a roster's folder names, as the class folder lists students (classFolder.ts): `bob.zip` and `bob/` are
 * the student `bob`.
 */
export function studentOfFolder(folder: string): string {
  const bare = folder.replace(/[\\/]+$/, '');
  return bare.toLowerCase().endsWith('.zip') ? bare.slice(0, -'.zip'.length) : bare;
}

/**
 * Each graded student's roster line: the one whose folder is the student's name exactly (a folder may itself be
 * called `x.zip`), else the one naming their folder or zip (`bob/`, `bob.zip`).
 */
export function matchRoster(roster: RosterEntry[], students: string[]): Map<string, RosterEntry> {
  const exact = new Map(roster.map((entry) => [entry.folder, entry]));
  const byStudent = new Map(roster.map((entry) => [studentOfFolder(entry.folder), entry]));
  const matched = new Map<string, RosterEntry>();
  for (const student of students) {
    const entry = exact.get(student) ?? byStudent.get(student);
    if (entry) matched.set(student, entry);
  }
  return matched;
}
