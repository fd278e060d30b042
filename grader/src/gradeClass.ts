// The pipeline of `grade-all`: every submission of a class graded as `grade` grades one (gradeSubmission.ts), those
// whose report is up to date kept. The kit's hostile corpus is graded through it too: the batch it proves is this one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ClassEntry } from './intake/classFolder.ts';
import { fingerprintOf, gradeSubmission, stamped } from './gradeSubmission.ts';
import { failedReport, type GradeReport } from './score/result.ts';
import { allowAnalysisThreads } from './analysis/analysis.ts';
import { LaneProcess, type LaneSettings } from './class/classLane.ts';
import { classShares, type ClassShare } from './run/classShares.ts';
import { availableCores } from './run/cores.ts';
import { slots } from './run/workers.ts';
import { confinement } from './sandbox/confinement.ts';
import { kitVersion } from './kit/version.ts';

export interface ClassOptions extends LaneSettings {
  /** The submissions, as classFolder.ts lists them. */
  entries: ClassEntry[];
  /** Told before each submission is graded, and once all are done (label `done`). */
  onProgress?: (done: number, total: number, label: string) => void;
  /** Each report as soon as it is made: grade-all writes it then, so a batch killed halfway loses nothing. */
  onReport?: (name: string, report: GradeReport) => void;
  /**
   * How the class is spread over grader processes, in place of the choice from the cores (run/classShares.ts): for
   * the kit's tests, which prove that a class spread over processes gets the grades of one graded in one.
   */
  shares?: ClassShare[];
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

/** Grades one student unless their report is up to date: their report, or undefined when kept. */
export async function gradeStudent(options: ClassOptions, entry: ClassEntry): Promise<GradeReport | undefined> {
  const reportFile = path.join(options.out, `${entry.name}.json`);
  const kept = (fingerprint: string) => !options.force && upToDate(reportFile, fingerprint);
  if (entry.link) {
    const fingerprint = fingerprintOf(options.kitRoot, entry.path, options.activities, options);
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

/**
 * Who grades the next student: this process, or one of the lane processes a class spread over several starts
 * (class/classLane.ts), each lane one student at a time. A lane process that ends mid-grade costs that student a report
 * saying so (never kept as up to date: it has no fingerprint), and the next student starts it again.
 */
function lanesFor(
  options: ClassOptions,
  shares: ClassShare[],
): { lanes: ((entry: ClassEntry) => Promise<GradeReport | undefined>)[]; close: () => void } {
  if (shares.length === 1) {
    const { students } = shares[0]!;
    allowAnalysisThreads(students);
    slots.gradeAtOnce(students);
    return {
      lanes: Array.from({ length: students }, () => (entry: ClassEntry) => gradeStudent(options, entry)),
      // This process may grade one submission after the class (a test file does): it gets every slot again.
      close: () => slots.gradeAtOnce(1),
    };
  }
  const { kitRoot, out, activities, fixedScope, force, limitMs, timeoutMs } = options;
  const processes = shares.map(
    (share) => new LaneProcess({ kitRoot, out, activities, fixedScope, force, limitMs, timeoutMs }, share),
  );
  const lanes = shares.flatMap((share, k) =>
    Array.from(
      { length: share.students },
      () => (entry: ClassEntry) =>
        processes[k]!.grade(entry).catch((error: unknown) =>
          failedReport(
            kitVersion(kitRoot),
            entry.name,
            `grading ${entry.name} could not finish: ${error instanceof Error ? error.message : String(error)}; grade-all grades it again next time`,
          ),
        ),
    ),
  );
  return { lanes, close: () => processes.forEach((lane) => lane.close()) };
}

/**
 * Grades a class: never throws for a student, whose failure is their report. As many students at once as the cores
 * allow (run/classShares.ts), over one or more grader processes; every grade is the one `grade` gives.
 */
export async function gradeClass(options: ClassOptions): Promise<ClassGrades> {
  const { entries } = options;
  const made = new Map<string, GradeReport>();
  let started = 0;
  let done = 0;
  const shares = options.shares ?? classShares(availableCores(), entries.length, confinement().kind !== 'none');
  const { lanes, close } = lanesFor(options, shares);
  const lane = async (gradeOne: (entry: ClassEntry) => Promise<GradeReport | undefined>) => {
    while (started < entries.length) {
      const entry = entries[started++]!;
      options.onProgress?.(done, entries.length, entry.name);
      const report = await gradeOne(entry);
      if (report) {
        made.set(entry.name, report);
        options.onReport?.(entry.name, report);
      }
      done++;
    }
  };
  try {
    await Promise.all(lanes.map(lane));
  } finally {
    close();
  }
  options.onProgress?.(entries.length, entries.length, 'done');
  const reports = entries
    .map((entry) => made.get(entry.name) ?? reportIn(path.join(options.out, `${entry.name}.json`)))
    .filter((report) => report !== undefined);
  return { reports, graded: made.size };
}
