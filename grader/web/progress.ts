/**
 * The student page's data: every stage's status (as `cardlab list` works it out) and the last check of a stage
 * (as `cardlab check`), with its coverage report. When the student saves, the statuses of that lab are worked out
 * again and every stage checked from the page is checked again, as `cardlab watch` does; the page is told.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { discoverActivities, type Activity } from '../src/activities.ts';
import type { CheckReport } from '../src/check.ts';
import { forText } from '../src/report/inert.ts';
import { collapseTypeProblems } from '../src/report/terminal.ts';
import { checkWheatLines } from '../src/report/wheatWords.ts';
import type { ActivityStatus } from '../src/status.ts';
import type { CheckSummary, ProgressEvent, StatusRow } from './progressTypes.ts';

export type { CheckSummary, ProgressEvent, StatusRow };

// The page shows these as text, never as markup; what the student's code wrote is made inert as for a terminal, so
// that no control or bidirectional character reorders or hides what the page says.
const firstLine = (text: string | undefined) => forText((text ?? '').split('\n')[0]!.slice(0, 300));

/** The wheats' lines, made inert: they quote the student's test names. */
const inertWheats = ({ head, tests }: { head: string; tests: string[] }) => ({
  head,
  tests: tests.map((test) => forText(test)),
});

function summarize(report: CheckReport, coverageUrl: string | null): CheckSummary {
  const outcome = (run: CheckReport['visible']) => ({
    passed: run.tests.filter((test) => test.state === 'passed').length,
    total: run.tests.length,
    failed: run.tests
      .filter((test) => test.state !== 'passed')
      .map((test) => ({ name: forText(test.fullName), message: firstLine(test.message) })),
    errors: run.fileErrors.map((error) => `${forText(path.basename(error.file))}: ${firstLine(error.message)}`),
  });
  return {
    id: report.activity.id,
    title: report.activity.manifest.title,
    at: new Date().toISOString(),
    missing: report.missing,
    visible: outcome(report.visible),
    ownTests: outcome(report.ownTests),
    coverage: report.coverage ?? null,
    coverageReport: coverageUrl,
    types: collapseTypeProblems(report.typeProblems).map((line) => forText(line)),
    forbidden: report.forbidden.map((use) =>
      forText(`${use.file}:${use.line}:${use.column} uses ${use.api}: ${use.why}`),
    ),
    buggy: report.buggy
      ? report.buggy.map((bug) => ({ id: bug.id, caught: bug.caught, hint: bug.caught ? null : (bug.hint ?? null) }))
      : null,
    wheats: report.wheats ? inertWheats(checkWheatLines(report.wheats)) : null,
    hiddenCount: report.hiddenCount ?? null,
  };
}

export interface ProgressConfig {
  kitRoot: string;
  workDir: string;
  /** Where the checks write their coverage reports. */
  outDir: string;
  notify: (event: ProgressEvent) => void;
}

export class Progress {
  private rows: StatusRow[] | undefined;
  private readonly checks = new Map<string, CheckSummary>();
  /** Test runs one after another: a laptop's cores are better spent on one at a time. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly config: ProgressConfig) {}

  activities(): Activity[] {
    return discoverActivities(this.config.kitRoot).activities;
  }

  private activity(id: string): Activity {
    const found = this.activities().find((activity) => activity.id === id);
    if (!found) throw new Error(`there is no stage "${id}"`);
    return found;
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async statusOf(activities: Activity[]): Promise<StatusRow[]> {
    const { activityStatuses } = await import('../src/status.ts');
    const found: ActivityStatus[] = await activityStatuses(this.config.kitRoot, this.config.workDir, activities);
    return found.map(({ activity, status, passed, total, detail }) => ({
      id: activity.id,
      lab: activity.lab,
      title: activity.manifest.title,
      status,
      passed,
      total,
      detail: detail === undefined ? null : forText(detail),
    }));
  }

  /** Every stage's status, worked out the first time it is asked for. */
  async statuses(): Promise<StatusRow[]> {
    this.rows ??= await this.serial(() => this.statusOf(this.activities()));
    return this.rows;
  }

  lastCheck(id: string): CheckSummary | undefined {
    return this.checks.get(id);
  }

  /** The folder a stage's check writes into. */
  private checkDir(id: string): string {
    return path.join(this.config.outDir, id.replace('/', '-'));
  }

  async check(id: string): Promise<CheckSummary> {
    const activity = this.activity(id);
    return this.serial(async () => {
      const { checkActivity } = await import('../src/check.ts');
      const report = await checkActivity(this.config.kitRoot, this.config.workDir, activity, this.checkDir(id));
      const summary = summarize(report, report.coverageReport ? `/coverage/${id}/index.html` : null);
      this.checks.set(id, summary);
      this.config.notify({ type: 'check', summary });
      return summary;
    });
  }

  /** A file of a stage's coverage report; undefined for anything outside it. */
  coverageFile(id: string, relative: string): string | undefined {
    const root = path.join(this.checkDir(id), 'coverage');
    const file = path.resolve(root, relative);
    if (!file.startsWith(root + path.sep) || !existsSync(file) || !statSync(file).isFile()) return undefined;
    return file;
  }

  /** After a save: the statuses of the labs touched, and a new check of every touched stage checked before. */
  async changed(stages: string[]): Promise<void> {
    const labs = new Set(stages.map((stage) => stage.split('/')[0]));
    const touched = this.activities().filter((activity) => labs.has(activity.lab));
    if (this.rows && touched.length > 0) {
      const fresh = await this.serial(() => this.statusOf(touched));
      this.rows = this.rows.map((row) => fresh.find((update) => update.id === row.id) ?? row);
      this.config.notify({ type: 'status', rows: this.rows });
    }
    for (const stage of stages) if (this.checks.has(stage)) await this.check(stage);
  }
}
