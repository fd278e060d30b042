import { round2, wasHandedIn, type GradeReport } from './result.ts';
import { matchRoster } from '../intake/rosterMatch.ts';
import type { RosterEntry } from '../intake/roster.ts';
import { byName } from '../kit/words.ts';

export interface GradebookColumn {
  id: string;
  title: string;
  maxPoints: number;
  /** How many students handed the stage in (result.ts, wasHandedIn): the class statistics are over them. */
  handedIn: number;
  /** Their mean points; undefined when none handed it in. */
  mean?: number;
}

/**
 * An item graded by hand (an activity's manifest `manual`): a column of its own beside its activity's. The grader
 * never grades it, so its cells are pending (left empty, never 0) and it is not in the total or the maximum, which
 * are the autograder's; the instructor grades it where the grades are kept.
 */
export interface ManualColumn {
  /** The column's name: `<activity id> by hand`, unique, and what Canvas names its assignment. */
  id: string;
  activity: string;
  title: string;
  /** The file the students describe their work in. */
  file: string;
  maxPoints: number;
  /** How many students wrote something beyond the template in the file: the items there are to grade. */
  described: number;
}

/** A student's hand-graded item: pending; what they wrote is in their report. */
export interface ManualCell {
  described: boolean;
}

export interface GradebookRow {
  /** The student's folder in the class folder (their report's `submission`). */
  folder: string;
  student?: RosterEntry;
  /** Points per activity id; an activity the student did not hand in counts 0. */
  points: Record<string, number>;
  /** Their hand-graded items, by column id; absent where their report has none (a roster line without a folder). */
  manual: Record<string, ManualCell>;
  /** The activities the student handed in, as their report says (result.ts, wasHandedIn). */
  handedIn: string[];
  total: number;
  notes: string[];
}

/** A class's grades: the same activities, and so the same maximum, for every student. */
export interface Gradebook {
  columns: GradebookColumn[];
  /** The hand-graded items, in the order of their activities; not in `maxPoints`. */
  manual: ManualColumn[];
  maxPoints: number;
  rows: GradebookRow[];
  /** Roster mismatches, for the terminal: folders without a roster line, roster lines without a folder. */
  warnings: string[];
}

export const manualColumnId = (activity: string) => `${activity} by hand`;

/** The hand-graded columns of a batch: every item a report carries, with its maximum as the manifest gives it. */
function manualColumns(reports: GradeReport[]): ManualColumn[] {
  const byId = new Map<string, ManualColumn>();
  for (const { id, manual } of reports.flatMap((report) => report.activities)) {
    if (!manual) continue;
    const known = byId.get(manualColumnId(id));
    byId.set(manualColumnId(id), {
      id: manualColumnId(id),
      activity: id,
      title: manual.title,
      file: manual.file,
      maxPoints: Math.max(known?.maxPoints ?? 0, manual.maxPoints),
      described: 0,
    });
  }
  return [...byId.values()].sort((a, b) => byName(a.activity, b.activity));
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
  const ungradable = report.activities.filter((activity) => activity.ungradable).map((activity) => activity.id);
  if (ungradable.length > 0)
    notes.push(
      `${ungradable.join(', ')} could not be graded (their problems say why): grade-all grades this submission ` +
        'again on its next run',
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
      handedIn: 0,
    });
  }
  const columns = [...byId.values()].sort((a, b) => byName(a.id, b.id));
  const manual = manualColumns(reports);
  const maxPoints = columns.reduce((sum, column) => sum + column.maxPoints, 0);
  const students = matchRoster(
    roster ?? [],
    reports.map((report) => report.submission),
  );
  const warnings: string[] = [];
  const rows: GradebookRow[] = [...reports]
    .sort((a, b) => byName(a.submission, b.submission))
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
      const handedIn = report.activities.filter(wasHandedIn).map((activity) => activity.id);
      const items = report.activities.flatMap((activity) =>
        activity.manual ? [[manualColumnId(activity.id), { described: activity.manual.described }] as const] : [],
      );
      const folder = report.submission;
      return {
        folder,
        ...(student ? { student } : {}),
        points,
        manual: Object.fromEntries(items),
        handedIn,
        total,
        notes,
      };
    });
  const matched = new Set(students.values());
  for (const entry of roster ?? []) {
    if (matched.has(entry)) continue;
    warnings.push(
      `roster line for ${entry.name || entry.folder} names folder ${entry.folder}, ` +
        'which the class folder does not have: they score 0',
    );
    const points = Object.fromEntries(columns.map((column) => [column.id, 0]));
    rows.push({
      folder: entry.folder,
      student: entry,
      points,
      manual: {},
      handedIn: [],
      total: 0,
      notes: ['no submission folder'],
    });
  }
  for (const column of columns) {
    const handers = rows.filter((row) => row.handedIn.includes(column.id));
    column.handedIn = handers.length;
    if (handers.length > 0)
      column.mean = round2(handers.reduce((sum, row) => sum + row.points[column.id]!, 0) / handers.length);
  }
  for (const column of manual) column.described = rows.filter((row) => row.manual[column.id]?.described).length;
  return { columns, manual, maxPoints, rows, warnings };
}
