import type { GradebookRow } from '../../score/gradebook.ts';
import type { ActivityResult, GradeReport } from '../../score/result.ts';
import { forHtml } from '../inert.ts';
import { page, table } from './html.ts';
import { testName } from './stats.ts';
import { manualSection } from './manualItems.ts';

function activitySection(activity: ActivityResult): string {
  const failed = activity.hidden.filter((test) => !test.passed);
  const missed = activity.testing.buggy.filter((bug) => !bug.caught);
  const score = `<span class="num">${activity.points}/${activity.maxPoints}</span>`;
  const parts = [`<h2>${forHtml(activity.id)} · ${forHtml(activity.title)} ${score}</h2>`];
  if (activity.problems.length > 0)
    parts.push(`<ul>${activity.problems.map((p) => `<li class="note"><pre>${forHtml(p)}</pre></li>`).join('')}</ul>`);
  const passed = activity.hidden.length - failed.length;
  parts.push(`<p>hidden tests: ${passed} of ${activity.hidden.length} passed</p>`);
  if (failed.length > 0) {
    parts.push(
      table(
        ['failed hidden test', 'why'],
        failed.map((test) => [forHtml(testName(test)), `<pre>${forHtml(test.message ?? '')}</pre>`]),
      ),
    );
  }
  if (activity.testing.maxPoints > 0) {
    const caught = activity.testing.buggy.length - missed.length;
    const coverage = activity.coverage ? `, coverage ${activity.coverage.lines}% of lines` : '';
    parts.push(
      `<p>own tests: ${activity.testing.tests.length}, caught ${caught} of ${activity.testing.buggy.length} buggy ` +
        `implementations (${activity.testing.points}/${activity.testing.maxPoints} points)${coverage}</p>`,
    );
    if (activity.testing.note) parts.push(`<p class="note">${forHtml(activity.testing.note)}</p>`);
    if (missed.length > 0)
      parts.push(
        table(
          ['missed buggy implementation', 'hint'],
          missed.map((bug) => [forHtml(bug.id), forHtml(bug.hint ?? '')]),
        ),
      );
  }
  if (activity.manual) parts.push(manualSection(activity.manual));
  return parts.join('\n');
}

/** One student's page: their total as in the gradebook, then each activity as their report has it. */
export function studentPage(
  row: GradebookRow,
  maxPoints: number,
  report: GradeReport | undefined,
  coverageHref?: string,
): string {
  const who = row.student ? ` · ${forHtml(row.student.name)} (${forHtml(row.student.studentId)})` : '';
  const body = [
    `<p><a href="../index.html">← class report</a></p>`,
    `<h1>${forHtml(row.folder)}${who}</h1>`,
    `<p class="sub">total <strong id="total">${row.total}</strong> of <span id="max">${maxPoints}</span> points</p>`,
    ...(coverageHref
      ? [`<p><a class="coverage" href="${forHtml(coverageHref)}">coverage of their code by their own tests</a></p>`]
      : []),
    ...row.notes.map((note) => `<p class="note">${forHtml(note)}</p>`),
    ...(report?.warnings ?? []).map((warning) => `<p class="note"><pre>${forHtml(warning)}</pre></p>`),
    ...(report?.activities ?? []).map(activitySection),
  ];
  return page(`${row.folder} · cardlab`, body.join('\n'));
}
