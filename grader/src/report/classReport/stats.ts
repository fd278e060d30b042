import { wasHandedIn, type GradeReport, type HiddenTestResult } from '../../score/result.ts';
import { byName } from '../../kit/words.ts';

export interface Tally {
  activity: string;
  /** What is counted: a buggy implementation's id, or a hidden test's name with its group (`Deck > deal`). */
  name: string;
  /** Students it counts against (missed the bug / failed the test). */
  count: number;
  /**
   * Students it could have counted against: those who handed the stage in (and, for bugs, had tests graded), less
   * those for whom it did not run.
   */
  of: number;
  /**
   * Students for whom it never ran, because the whole-run limit stopped their grading first: counted apart, neither
   * missed (failed) nor caught (passed), since the limit says nothing of their work.
   */
  notRun: number;
}

/** A hidden test as the class report names it: with its group, since one name may be in several groups. */
export function testName(test: HiddenTestResult): string {
  return test.group ? `${test.group} > ${test.name}` : test.name;
}

/** The most counted of a kind, and how many of its runs the whole-run limit kept from happening, over them all. */
export interface Tallies {
  top: Tally[];
  notRun: number;
}

function top(tallies: Map<string, Tally>, limit: number): Tallies {
  const all = [...tallies.values()];
  return {
    top: all
      .filter((tally) => tally.count > 0)
      .sort((a, b) => b.count / b.of - a.count / a.of || b.count - a.count || byName(a.name, b.name))
      .slice(0, limit),
    notRun: all.reduce((sum, tally) => sum + tally.notRun, 0),
  };
}

const handedInActivities = (reports: GradeReport[]) =>
  reports.flatMap((report) => report.activities).filter(wasHandedIn);

/** The buggy implementations the most students' own tests let through, among students graded for testing points. */
export function mostMissedBugs(reports: GradeReport[], limit = 10): Tallies {
  const tallies = new Map<string, Tally>();
  for (const activity of handedInActivities(reports)) {
    if (activity.testing.maxPoints === 0) continue;
    for (const bug of activity.testing.buggy) {
      const key = `${activity.id}\0${bug.id}`;
      const tally = tallies.get(key) ?? { activity: activity.id, name: bug.id, count: 0, of: 0, notRun: 0 };
      if (bug.notRun) tally.notRun++;
      else {
        tally.of++;
        if (!bug.caught) tally.count++;
      }
      tallies.set(key, tally);
    }
  }
  return top(tallies, limit);
}

/** The hidden tests the most students failed, among students who handed their stage in. */
export function mostFailedTests(reports: GradeReport[], limit = 10): Tallies {
  const tallies = new Map<string, Tally>();
  for (const activity of handedInActivities(reports)) {
    for (const test of activity.hidden) {
      // The suite file keeps apart tests of one name and group in two files; the report names them by group.
      const key = `${activity.id}\0${test.suite}\0${test.group ?? ''}\0${test.name}`;
      const tally = tallies.get(key) ?? { activity: activity.id, name: testName(test), count: 0, of: 0, notRun: 0 };
      // Only the limit keeps a test from running for no fault of the student's: code that did not load, or a crash,
      // is a failure of theirs.
      if (test.notRun === 'limit') tally.notRun++;
      else {
        tally.of++;
        if (!test.passed) tally.count++;
      }
      tallies.set(key, tally);
    }
  }
  return top(tallies, limit);
}
