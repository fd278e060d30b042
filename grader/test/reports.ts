import type { ActivityResult, GradeReport } from '../src/score/result.ts';

/** A grade report made by hand for a reporter's test: its totals are its activities'. */
export function reportOf(
  submission: string,
  activities: ActivityResult[],
  extra: Partial<GradeReport> = {},
): GradeReport {
  const points = activities.reduce((sum, a) => sum + a.points, 0);
  const maxPoints = activities.reduce((sum, a) => sum + a.maxPoints, 0);
  const gradedAt = '2026-03-02T10:20:30.456Z';
  return {
    tool: 'cardlab',
    version: '0.1.0',
    submission,
    gradedAt,
    durationMs: 1234,
    points,
    maxPoints,
    activities,
    ...extra,
  };
}
