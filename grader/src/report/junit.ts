import type { GradeReport } from '../result.ts';
import { failureText } from './difference.ts';

function escape(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

interface Case {
  classname: string;
  name: string;
  failure?: string;
}

function testcase({ classname, name, failure }: Case): string {
  const open = `    <testcase classname="${escape(classname)}" name="${escape(name)}" time="0"`;
  return failure === undefined ? `${open}/>` : `${open}>\n      <failure message="${escape(failure.split('\n')[0]!)}">${escape(failure)}</failure>\n    </testcase>`;
}

/**
 * JUnit XML for CI dashboards: one <testsuite> per activity, a <testcase> per hidden test and per buggy
 * implementation the student's tests should catch, and one for anything that stopped the activity.
 */
export function toJUnit(report: GradeReport): string {
  const suites = report.activities.map((activity) => {
    const cases: Case[] = [
      ...activity.problems.map((problem, k) => ({ classname: `${activity.id}.problems`, name: `problem ${k + 1}`, failure: problem })),
      ...activity.hidden.map((test) => ({
        classname: `${activity.id}.hidden`,
        name: test.name,
        failure: test.passed ? undefined : failureText(test.message, test.comparison),
      })),
      ...activity.testing.buggy.map((bug) => ({ classname: `${activity.id}.your-tests`, name: `catch ${bug.id}`, failure: bug.caught ? undefined : `missed: ${bug.hint ?? ''}` })),
    ];
    const failures = cases.filter((c) => c.failure !== undefined).length;
    return [`  <testsuite name="${escape(activity.id)}" tests="${cases.length}" failures="${failures}" errors="0" skipped="0" time="0">`, ...cases.map(testcase), '  </testsuite>'].join('\n');
  });
  const tests = report.activities.reduce((sum, a) => sum + a.problems.length + a.hidden.length + a.testing.buggy.length, 0);
  const failures = report.activities.reduce((sum, a) => sum + a.problems.length + a.hidden.filter((t) => !t.passed).length + a.testing.buggy.filter((b) => !b.caught).length, 0);
  const time = (report.durationMs / 1000).toFixed(3);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="cardlab ${escape(report.submission)}" tests="${tests}" failures="${failures}" errors="0" time="${time}">\n${suites.join('\n')}\n</testsuites>\n`;
}
