import os from 'node:os';
import {
  LIMIT_STOP_PROBLEM,
  NOT_RUN_ON_LIMIT,
  type ActivityResult,
  type BuggyResult,
  type GradeReport,
  type HiddenTestResult,
} from '../score/result.ts';
import { failureText } from './difference.ts';
import { forXml } from './inert.ts';
import { overSpecifiedTests, overSpecifiedText } from './wheatWords.ts';

/** Seconds with at most three decimals: the form Jenkins' junit-10 schema (Surefire's time) accepts. */
function seconds(ms: number | undefined): string {
  return ((ms ?? 0) / 1000).toFixed(3);
}

type Verdict =
  { kind: 'passed' } | { kind: 'failure' | 'error'; message: string } | { kind: 'skipped'; message: string };

interface Case {
  classname: string;
  name: string;
  timeMs?: number;
  verdict: Verdict;
}

function firstLine(text: string): string {
  return text.split('\n')[0]!.slice(0, 200);
}

function testcase({ classname, name, timeMs, verdict }: Case): string {
  const open = `    <testcase classname="${forXml(classname)}" name="${forXml(name)}" time="${seconds(timeMs)}"`;
  if (verdict.kind === 'passed') return `${open}/>`;
  // junit-4 allows no attribute on <skipped>; both schemas take the reason as its text.
  const body =
    verdict.kind === 'skipped'
      ? `<skipped>${forXml(verdict.message)}</skipped>`
      : `<${verdict.kind} message="${forXml(firstLine(verdict.message))}">${forXml(verdict.message)}</${verdict.kind}>`;
  return `${open}>\n      ${body}\n    </testcase>`;
}

/** A hidden test's verdict: not run because the code did not load (or crashed) is an error, not a failure. */
function hiddenVerdict(test: HiddenTestResult): Verdict {
  if (test.passed) return { kind: 'passed' };
  const message = failureText(test.message, test.comparison) || 'failed';
  if (test.notRun === 'skipped' || test.notRun === 'limit') return { kind: 'skipped', message };
  if (test.notRun === 'not-loaded' || test.notRun === 'crashed') return { kind: 'error', message };
  return { kind: 'failure', message };
}

/** A buggy implementation the student's tests never ran on (the whole-run limit came first) blames no one: skipped. */
function catchVerdict(bug: BuggyResult): Verdict {
  if (bug.caught) return { kind: 'passed' };
  if (bug.notRun) return { kind: 'skipped', message: `not run: ${NOT_RUN_ON_LIMIT}` };
  return { kind: 'failure', message: `missed: ${bug.hint ?? ''}` };
}

/**
 * The cases of one activity: what stopped it from being graded, its hidden tests, and (only where the activity gives
 * points for the student's tests) one case per buggy implementation those tests should catch. Class names start with
 * the submission, so several students' files merged on one dashboard stay apart.
 */
function casesOf(submission: string, activity: ActivityResult): Case[] {
  const prefix = `${submission}.${activity.id.replace('/', '.')}`;
  // The limit stopping an activity is what did not run, not an error of the student's code: skipped.
  const cases: Case[] = activity.problems.map((problem, k) => ({
    classname: `${prefix}.problems`,
    name: `problem ${k + 1}`,
    verdict: { kind: problem.startsWith(LIMIT_STOP_PROBLEM) ? 'skipped' : 'error', message: problem },
  }));
  for (const test of activity.hidden) {
    const suite = test.suite.replace(/\.hidden\.test\.ts$/, '');
    cases.push({
      classname: `${prefix}.${suite}`,
      name: test.name,
      timeMs: test.durationMs,
      verdict: hiddenVerdict(test),
    });
  }
  if (activity.testing.maxPoints > 0) {
    // A test of the student's that fails on a wheat counts for nothing: a failure naming the freedom it assumed.
    for (const test of overSpecifiedTests(activity.testing)) {
      cases.push({
        classname: `${prefix}.your-tests`,
        name: `valid on every correct implementation: ${test.name}`,
        verdict: { kind: 'failure', message: overSpecifiedText(test, activity.testing.wheats ?? 0) },
      });
    }
    for (const bug of activity.testing.buggy) {
      cases.push({
        classname: `${prefix}.your-tests`,
        name: `catch ${bug.id}`,
        timeMs: bug.durationMs,
        verdict: catchVerdict(bug),
      });
    }
  }
  return cases;
}

function count(cases: Case[], kind: Verdict['kind']): number {
  return cases.filter((c) => c.verdict.kind === kind).length;
}

export interface JUnitOptions {
  /** The machine that graded (Jenkins shows it per suite). */
  hostname?: string;
}

/**
 * JUnit XML for CI dashboards (Jenkins, GitLab): one <testsuite> per activity, named `<submission>/<activity>`, with
 * its start time and the grading machine. Written to be accepted by both of Jenkins' schemas (the xunit plugin's
 * junit-10 and the older junit-4), so no attribute either one lacks: no `file` on a test case, no `skipped` on the
 * root.
 */
export function toJUnit(report: GradeReport, { hostname = os.hostname() }: JUnitOptions = {}): string {
  const timestamp = report.gradedAt.replace(/\.\d+Z$|Z$/, '');
  const all: Case[] = [];
  // A grade that could not run at all still shows on the dashboard, as one error.
  const graded: { id: string; cases: Case[]; activity?: ActivityResult }[] = report.error
    ? [
        {
          id: 'grading',
          cases: [
            {
              classname: `${report.submission}.grading`,
              name: 'grading',
              verdict: { kind: 'error', message: report.error },
            },
          ],
        },
      ]
    : [];
  for (const activity of report.activities)
    graded.push({ id: activity.id, cases: casesOf(report.submission, activity), activity });
  const suites = graded.map(({ id, cases, activity }, index) => {
    all.push(...cases);
    const attributes = [
      `name="${forXml(`${report.submission}/${id}`)}"`,
      `tests="${cases.length}"`,
      `failures="${count(cases, 'failure')}"`,
      `errors="${count(cases, 'error')}"`,
      `skipped="${count(cases, 'skipped')}"`,
      `time="${seconds(activity?.durationMs)}"`,
      `timestamp="${forXml(timestamp)}"`,
      `hostname="${forXml(hostname)}"`,
      `id="${index}"`,
      `package="${forXml(report.submission)}"`,
    ];
    const properties = [
      `      <property name="points" value="${activity?.points ?? 0}"/>`,
      `      <property name="maxPoints" value="${activity?.maxPoints ?? 0}"/>`,
    ];
    return [
      `  <testsuite ${attributes.join(' ')}>`,
      '    <properties>',
      ...properties,
      '    </properties>',
      ...cases.map(testcase),
      '  </testsuite>',
    ].join('\n');
  });
  const root = [
    `name="${forXml(`cardlab ${report.submission}`)}"`,
    `tests="${all.length}"`,
    `failures="${count(all, 'failure')}"`,
    `errors="${count(all, 'error')}"`,
    `time="${seconds(report.durationMs)}"`,
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites ${root.join(' ')}>`;
  return `${xml}\n${suites.join('\n')}\n</testsuites>\n`;
}
