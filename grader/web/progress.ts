/**
 * The student page's data: every stage's status (as `cardlab list` works it out) and the last check of a stage
 * (as `cardlab check`), with its coverage report. When the student saves, the statuses of that lab are worked out
 * again and every stage checked from the page is checked again, as `cardlab watch` does; the page is told.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { discoverActivities, type Activity } from '../src/kit/activities.ts';
import { checkParts } from '../src/report/checkTerminal.ts';
import type { CheckReport } from '../src/score/checkResult.ts';
import { forText } from '../src/report/inert.ts';
import { painter } from '../src/report/terminal.ts';
import type { ActivityStatus } from '../src/status.ts';
import type { CheckSummary, ProgressEvent, StatusRow } from './progressTypes.ts';

export type { CheckSummary, ProgressEvent, StatusRow };

/**
 * The page's Check report is the terminal's, line for line (checkParts), with no colours: one rendering of one result.
 * The lines quote the student's code inertly already (forText); the page shows them as text, never as markup. The
 * coverage report is named by its address on this server.
 */
function summarize(report: CheckReport, coverageUrl: string | null): CheckSummary {
  const { lines, verdict, handIn } = checkParts(
    { ...report, coverageReport: coverageUrl ?? undefined },
    painter(false),
  );
  return {
    id: report.activity.id,
    title: report.activity.manifest.title,
    at: new Date().toISOString(),
    lines,
    verdict: { done: verdict.done, summary: forText(verdict.summary) },
    handIn: handIn ?? null,
    coverageReport: coverageUrl,
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

  /**
   * After a save: the statuses of the labs touched, and a new check of every stage of those labs checked before. A
   * stage runs with the student's own earlier stages and helpers, so a save in one folder can change another's check.
   */
  async changed(stages: string[]): Promise<void> {
    const labs = new Set(stages.map((stage) => stage.split('/')[0]));
    const touched = this.activities().filter((activity) => labs.has(activity.lab));
    if (this.rows && touched.length > 0) {
      const fresh = await this.serial(() => this.statusOf(touched));
      this.rows = this.rows.map((row) => fresh.find((update) => update.id === row.id) ?? row);
      this.config.notify({ type: 'status', rows: this.rows });
    }
    // One stage's check that fails (a kit problem, not the student's code) does not keep the others from refreshing.
    const problems: string[] = [];
    for (const activity of touched) {
      if (!this.checks.has(activity.id)) continue;
      await this.check(activity.id).catch((error: Error) => problems.push(`${activity.id}: ${error.message}`));
    }
    if (problems.length > 0) throw new Error(problems.join('; '));
  }
}
