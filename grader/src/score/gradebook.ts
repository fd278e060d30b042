import { round2, type GradeReport } from './result.ts';
import type { RosterEntry } from '../intake/roster.ts';

export interface GradebookColumn {
  id: string;
  title: string;
  maxPoints: number;
}

export interface GradebookRow {
  /** The student's folder in the class folder (their report's `submission`). */
  folder: string;
  student?: RosterEntry;
  /** Points per activity id; an activity the student did not hand in counts 0. */
  points: Record<string, number>;
  total: number;
  notes: string[];
}

/** A class's grades: the same activities, and so the same maximum, for every student. */
export interface Gradebook {
  columns: GradebookColumn[];
  maxPoints: number;
  rows: GradebookRow[];
  /** Roster mismatches, for the terminal: folders without a roster line, roster lines without a folder. */
  warnings: string[];
}

/** The activities that stopped at the whole-run limit, from what the report says of their hidden tests. */
function stoppedAtLimit(report: GradeReport): string[] {
  return report.activities.filter((a) => a.hidden.some((test) => test.notRun === 'limit')).map((a) => a.id);
}

function notesOf(report: GradeReport): string[] {
  const notes = report.error ? [report.error] : [];
  const stopped = stoppedAtLimit(report);
  if (stopped.length > 0)
    notes.push(`grading stopped at the whole-run limit in ${stopped.join(', ')}: grade again with a longer --limit`);
  const halted = report.activities.filter((activity) => activity.stops).map((activity) => activity.id);
  if (halted.length > 0)
    notes.push(
      `tests stopped for their time or by a crash in ${halted.join(', ')}: each confirmed by a second run on its own ` +
        'where the limit allowed; grade-all grades this submission again on its next run',
    );
  return notes;
}

/**
 * Builds the gradebook of a batch. The columns are every activity the batch graded (in course order), each with its
 * maximum, so a student who handed in less still has the full maximum. With a roster, each row carries the student's
 * identifiers, a roster line whose folder was not graded gets a row of zeros, and both kinds of mismatch are listed.
 */
export function buildGradebook(reports: GradeReport[], roster?: RosterEntry[]): Gradebook {
  const byId = new Map<string, GradebookColumn>();
  for (const activity of reports.flatMap((report) => report.activities)) {
    const known = byId.get(activity.id);
    byId.set(activity.id, {
      id: activity.id,
      title: activity.title,
      maxPoints: Math.max(known?.maxPoints ?? 0, activity.maxPoints),
    });
  }
  const columns = [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
  const maxPoints = columns.reduce((sum, column) => sum + column.maxPoints, 0);
  const students = new Map((roster ?? []).map((entry) => [entry.folder, entry]));
  const warnings: string[] = [];
  const rows: GradebookRow[] = [...reports]
    .sort((a, b) => a.submission.localeCompare(b.submission))
    .map((report) => {
      const points = Object.fromEntries(columns.map((column) => [column.id, 0]));
      for (const activity of report.activities) points[activity.id] = activity.points;
      const student = students.get(report.submission);
      const notes = notesOf(report);
      if (roster && !student) {
        warnings.push(
          `folder ${report.submission} is not in the roster: add a line for it (folder,student id,name,email)`,
        );
        notes.push('not in the roster');
      }
      const total = round2(Object.values(points).reduce((sum, value) => sum + value, 0));
      return { folder: report.submission, ...(student ? { student } : {}), points, total, notes };
    });
  const graded = new Set(reports.map((report) => report.submission));
  for (const entry of roster ?? []) {
    if (graded.has(entry.folder)) continue;
    warnings.push(
      `roster line for ${entry.name || entry.folder} names folder ${entry.folder}, ` +
        'which the class folder does not have: they score 0',
    );
    const points = Object.fromEntries(columns.map((column) => [column.id, 0]));
    rows.push({ folder: entry.folder, student: entry, points, total: 0, notes: ['no submission folder'] });
  }
  return { columns, maxPoints, rows, warnings };
}
