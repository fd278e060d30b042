import type { GradeReport } from '../../score/result.ts';

export interface Tally {
  activity: string;
  name: string;
  /** Students it counts against (missed the bug / failed the test). */
  count: number;
  /** Students it could have counted against (graded on that activity). */
  of: number;
}

function top(tallies: Map<string, Tally>, limit: number): Tally[] {
  return [...tallies.values()]
    .filter((tally) => tally.count > 0)
    .sort((a, b) => b.count / b.of - a.count / a.of || b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** The buggy implementations the most students' own tests let through, among students graded for testing points. */
export function mostMissedBugs(reports: GradeReport[], limit = 10): Tally[] {
  const tallies = new Map<string, Tally>();
  for (const activity of reports.flatMap((report) => report.activities)) {
    if (activity.testing.maxPoints === 0) continue;
    for (const bug of activity.testing.buggy) {
      const key = `${activity.id}\0${bug.id}`;
      const tally = tallies.get(key) ?? { activity: activity.id, name: bug.id, count: 0, of: 0 };
      tally.of++;
      if (!bug.caught) tally.count++;
      tallies.set(key, tally);
    }
  }
  return top(tallies, limit);
}

/** The hidden tests the most students failed, among students graded on their activity. */
export function mostFailedTests(reports: GradeReport[], limit = 10): Tally[] {
  const tallies = new Map<string, Tally>();
  for (const activity of reports.flatMap((report) => report.activities)) {
    for (const test of activity.hidden) {
      const key = `${activity.id}\0${test.suite}\0${test.name}`;
      const tally = tallies.get(key) ?? { activity: activity.id, name: test.name, count: 0, of: 0 };
      tally.of++;
      if (!test.passed) tally.count++;
      tallies.set(key, tally);
    }
  }
  return top(tallies, limit);
}
