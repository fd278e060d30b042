// The pipeline of `grade-all`: every submission of a class graded as `grade` grades one (gradeSubmission.ts), those
// whose report is up to date kept. The kit's hostile corpus is graded through it too: the batch it proves is this one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from './kit/activities.ts';
import type { ClassEntry } from './intake/classFolder.ts';
import { fingerprintOf, gradeSubmission, stamped } from './gradeSubmission.ts';
import { failedReport, type GradeReport } from './score/result.ts';
import { confinement } from './sandbox/confinement.ts';
import { kitVersion } from './kit/version.ts';

export interface ClassOptions {
  kitRoot: string;
  /** The submissions, as classFolder.ts lists them. */
  entries: ClassEntry[];
  /** The reports' folder: `<out>/<student>.json` (a kept one is read from there), coverage under `coverage/`. */
  out: string;
  activities: Activity[];
  /** Grade exactly `activities` (`--activity`); otherwise the labs each student has work in. */
  fixedScope: boolean;
  /** Grade again even a submission whose report is up to date. */
  force: boolean;
  /** Whole-run limit per submission: CPU time of its test workers (ms). */
  limitMs: number;
  /** Every test's time limit (ms), in place of each activity's own: for the kit's tests only (gradeSubmission.ts). */
  timeoutMs?: number;
  /** Told before each submission is graded, and once all are done (label `done`). */
  onProgress?: (done: number, total: number, label: string) => void;
  /** Each report as soon as it is made: grade-all writes it then, so a batch killed halfway loses nothing. */
  onReport?: (name: string, report: GradeReport) => void;
}

export interface ClassGrades {
  /** Every student's report in the order of `entries`, made now or kept (a kept one that no longer reads is not). */
  reports: GradeReport[];
  /** How many were graded now (the others were up to date). */
  graded: number;
}

/** The report at `file`, if it is there and reads. */
function reportIn(file: string): GradeReport | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as GradeReport;
  } catch {
    return undefined;
  }
}

/** The report already at `file` was made from exactly this submission, kit and scope (intake/fingerprint.ts). */
function upToDate(file: string, fingerprint: string): boolean {
  return reportIn(file)?.fingerprint === fingerprint;
}

// Two students at a time: while one student's code is type-checked (one thread), the other's tests keep the worker
// processes busy (their number is bounded by the pool, not by this).
const GRADED_AT_ONCE = 2;

/** Grades one student unless their report is up to date: their report, or undefined when kept. */
async function gradeStudent(options: ClassOptions, entry: ClassEntry): Promise<GradeReport | undefined> {
  const reportFile = path.join(options.out, `${entry.name}.json`);
  const kept = (fingerprint: string) => !options.force && upToDate(reportFile, fingerprint);
  if (entry.link) {
    const fingerprint = fingerprintOf(options.kitRoot, entry.path, options.activities);
    if (kept(fingerprint)) return undefined;
    const why =
      `${entry.name} is a symbolic link, not a folder: grading does not follow links; ` +
      'put the submission itself there';
    return stamped(failedReport(kitVersion(options.kitRoot), entry.name, why), fingerprint);
  }
  const outcome = await gradeSubmission({
    kitRoot: options.kitRoot,
    upload: entry.path,
    name: entry.name,
    activities: options.activities,
    fixedScope: options.fixedScope,
    outDir: path.join(options.out, 'coverage', entry.name),
    limitMs: options.limitMs,
    timeoutMs: options.timeoutMs,
    upToDate: kept,
  });
  if (outcome.kind === 'up-to-date') return undefined;
  // A class folder lists only what is there: an entry gone since is a submission that could not be read.
  const report =
    outcome.kind === 'graded' ? outcome.report : failedReport(kitVersion(options.kitRoot), entry.name, outcome.message);
  if (report.coverageReport) report.coverageReport = path.relative(options.out, report.coverageReport);
  return report;
}

/** Grades a class: never throws for a student, whose failure is their report. */
export async function gradeClass(options: ClassOptions): Promise<ClassGrades> {
  const { entries } = options;
  const made = new Map<string, GradeReport>();
  let started = 0;
  let done = 0;
  // Without a sandbox, a grade snapshots and restores the kit around its runs (grade.ts), so students are then
  // graded one at a time.
  const lanes = confinement().kind === 'none' ? 1 : GRADED_AT_ONCE;
  const lane = async () => {
    while (started < entries.length) {
      const entry = entries[started++]!;
      options.onProgress?.(done, entries.length, entry.name);
      const report = await gradeStudent(options, entry);
      if (report) {
        made.set(entry.name, report);
        options.onReport?.(entry.name, report);
      }
      done++;
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  options.onProgress?.(entries.length, entries.length, 'done');
  const reports = entries
    .map((entry) => made.get(entry.name) ?? reportIn(path.join(options.out, `${entry.name}.json`)))
    .filter((report) => report !== undefined);
  return { reports, graded: made.size };
}
