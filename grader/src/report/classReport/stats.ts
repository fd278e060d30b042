import { wasHandedIn, type GradeReport, type HiddenTestResult } from '../../score/result.ts';

export interface Tally {
  activity: string;
  /** What is counted: a buggy implementation's id, or a hidden test's name with its group (`Deck > deal`). */
  name: string;
  /** Students it counts against (missed the bug / failed the test). */
  count: number;
  /** Students it could have counted against: those who handed the stage in (and, for bugs, had tests graded). */
  of: number;
}

/** A hidden test as the class report names it: with its group, since one name may be in several groups. */
export function testName(test: HiddenTestResult): string {
  return test.group ? `${test.group} > ${test.name}` : test.name;
}

function top(tallies: Map<string, Tally>, limit: number): Tally[] {
  return [...tallies.values()]
    .filter((tally) => tally.count > 0)
    .sort((a, b) => b.count / b.of - a.count / a.of || b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, limit);
}

const handedInActivities = (reports: GradeReport[]) =>
  reports.flatMap((report) => report.activities).filter(wasHandedIn);

/** The buggy implementations the most students' own tests let through, among students graded for testing points. */
export function mostMissedBugs(reports: GradeReport[], limit = 10): Tally[] {
  const tallies = new Map<string, Tally>();
  for (const activity of handedInActivities(reports)) {
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

/** The hidden tests the most students failed, among students who handed their stage in. */
export function mostFailedTests(reports: GradeReport[], limit = 10): Tally[] {
  const tallies = new Map<string, Tally>();
  for (const activity of handedInActivities(reports)) {
    for (const test of activity.hidden) {
      // The suite file keeps apart tests of one name and group in two files; the report names them by group.
      const key = `${activity.id}\0${test.suite}\0${test.group ?? ''}\0${test.name}`;
      const tally = tallies.get(key) ?? { activity: activity.id, name: testName(test), count: 0, of: 0 };
      tally.of++;
      if (!test.passed) tally.count++;
      tallies.set(key, tally);
    }
  }
  return top(tallies, limit);
}
