import type { GradeReport } from './result.ts';

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A class gradebook: one row per student, one column per activity (points), then total and maximum.
 * Activities are the union over all reports, in course order (ids sort by lab, then stage number).
 */
export function gradebookCsv(reports: GradeReport[]): string {
  const ids = [...new Set(reports.flatMap((report) => report.activities.map((activity) => activity.id)))].sort();
  const header = ['student', ...ids, 'total', 'max', 'note'];
  const rows = [...reports]
    .sort((a, b) => a.submission.localeCompare(b.submission))
    .map((report) => {
      const points = new Map(report.activities.map((activity) => [activity.id, activity.points]));
      return [report.submission, ...ids.map((id) => points.get(id) ?? ''), report.points, report.maxPoints, report.error ?? ''];
    });
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\n') + '\n';
}
