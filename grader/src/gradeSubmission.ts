// The pipeline of one submission, as `grade` and `grade-all` both run it: intake → scope → grade → warnings.
import type { Activity } from './kit/activities.ts';
import { kitFingerprint, submissionFingerprint } from './intake/fingerprint.ts';
import { grade } from './score/grade.ts';
import { intake, NotAnUpload, type Intake } from './intake/intake.ts';
import { boundedWarnings } from './score/warnings.ts';
import { failedReport, gradeWasCut, type GradeReport } from './score/result.ts';
import { submissionRoot, submittedLabs } from './intake/submission.ts';
import { kitVersion } from './kit/version.ts';
import { workerRuntime } from './kit/generated.ts';
import { analysisBundle } from './analysis/analysis.ts';

export interface SubmissionOptions {
  kitRoot: string;
  /** What the student handed in: a folder (in the kit's layout, or stage folders, or loose files) or a zip. */
  upload: string;
  /** The submission's name in its report: the folder's (`grade`), or the student's in the class (`grade-all`). */
  name: string;
  activities: Activity[];
  /** Grade exactly `activities` (`--activity`); otherwise only the labs the submission has folders for. */
  fixedScope: boolean;
  /** Where the HTML coverage report goes. */
  outDir: string;
  /** Whole-run limit: CPU time of the test workers (ms), see run/limits.ts. */
  limitMs: number;
  /**
   * Every test's time limit (ms), in place of each activity's own. For the kit's tests only: the hostile corpus grades
   * with a short one, so that its loops cost a second each, not the activity's five.
   */
  timeoutMs?: number;
  /**
   * For `grade-all`: whether the report already written for a submission of this fingerprint (intake/fingerprint.ts) is
   * up to date. Given, the submission is fingerprinted, graded only when this says no, and its report stamped.
   */
  upToDate?: (fingerprint: string) => boolean;
}

/** What became of a submission: a report (which says so when grading failed), kept, or nothing there to grade. */
export type SubmissionGrade =
  | { kind: 'graded'; report: GradeReport }
  | { kind: 'up-to-date' }
  /** Nothing gradable is at the path given (nothing at all, or a file that is not a zip): a mistake in the command. */
  | { kind: 'missing'; message: string };

/** Without a fixed scope, a submission is graded for the labs it has folders for (all labs if it has none). */
function onlySubmittedLabs(activities: Activity[], dir: string): Activity[] {
  let labs: string[];
  try {
    labs = submittedLabs(submissionRoot(dir), [...new Set(activities.map((a) => a.lab))]);
  } catch {
    return activities;
  }
  return labs.length === 0 ? activities : activities.filter((a) => labs.includes(a.lab));
}

/**
 * What a report of the submission at `upload` graded on `scope` must have been made from (intake/fingerprint.ts):
 * with the limits it was graded under, which decide what a slow test scores (a report made under `--limit 1` is not
 * the grade of a run without it).
 */
export function fingerprintOf(
  kitRoot: string,
  upload: string,
  scope: Activity[],
  limits: { limitMs: number; timeoutMs?: number },
): string {
  const labs = [...new Set(scope.map((activity) => activity.lab))];
  return submissionFingerprint(upload, kitFingerprint(kitRoot, labs), [
    ...scope.map((a) => a.id),
    `limit ${limits.limitMs}`,
    `timeout ${limits.timeoutMs ?? 'per activity'}`,
  ]);
}

/**
 * The code the grader generates beside the kit's packages (the workers' runtime, the analysis thread), made or found
 * before any stage is graded. Where it cannot be written (a grader that is not the user who installed the packages),
 * the grade stops as the machine's failing: each stage had failed on its own, scored 0 with the student told to fix it.
 */
function generatedCode(): void {
  try {
    workerRuntime();
    analysisBundle();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Error(
      `the grader cannot write the code it generates beside the kit's packages (node_modules/.cardlab: ${code}): ` +
        'grade as the user who installed them, or make that folder writable',
    );
  }
}

function withTimeout(activities: Activity[], timeoutMs: number | undefined): Activity[] {
  if (timeoutMs === undefined) return activities;
  return activities.map((activity) => ({ ...activity, manifest: { ...activity.manifest, timeoutMs } }));
}

/**
 * Grades one submission. Never throws for the submission: whatever stops its grade (an upload that cannot be read, a
 * grading run that fails) becomes a report that says why and scores nothing.
 */
export async function gradeSubmission(
  options: SubmissionOptions & { upToDate?: undefined },
): Promise<Exclude<SubmissionGrade, { kind: 'up-to-date' }>>;
export async function gradeSubmission(options: SubmissionOptions): Promise<SubmissionGrade>;
export async function gradeSubmission(options: SubmissionOptions): Promise<SubmissionGrade> {
  const version = kitVersion(options.kitRoot);
  let report: GradeReport;
  let fingerprint: string | undefined;
  let upload: Intake | undefined;
  try {
    // Loose files, stage folders without their lab, a zip: laid out as grading reads them, with notes saying how.
    upload = await intake(options.upload, options.activities);
    const scope = options.fixedScope ? options.activities : onlySubmittedLabs(options.activities, upload.dir);
    if (options.upToDate) {
      fingerprint = fingerprintOf(options.kitRoot, options.upload, scope, options);
      // A report of this very submission, kit and scope is kept: re-running a killed batch loses nothing. Dates
      // decide nothing (a planted future-dated report is graded over).
      if (options.upToDate(fingerprint)) return { kind: 'up-to-date' };
    }
    generatedCode();
    report = await grade({
      kitRoot: options.kitRoot,
      submissionDir: upload.dir,
      activities: withTimeout(scope, options.timeoutMs),
      outDir: options.outDir,
      limitMs: options.limitMs,
      version,
    });
    const warnings = [...upload.notes, ...(report.warnings ?? [])];
    if (warnings.length > 0) report.warnings = boundedWarnings(warnings);
  } catch (error) {
    if (error instanceof NotAnUpload) return { kind: 'missing', message: error.message };
    report = failedReport(version, options.name, error instanceof Error ? error.message : String(error));
    // Unlike a refused upload (which fails before it is fingerprinted), a grading run that failed may have failed for
    // the machine (a worker that could not start, a disk full): the next run grades it again.
    fingerprint = undefined;
  } finally {
    upload?.remove();
  }
  report.submission = options.name;
  return { kind: 'graded', report: stamped(report, fingerprint) };
}

/**
 * A report with the fingerprint it was made from, unless something other than the submission's own verdicts may
 * have shaped it (a limit, a stop: gradeWasCut): such a report is never kept as up to date, the next run grades it
 * again.
 */
export function stamped(report: GradeReport, fingerprint: string | undefined): GradeReport {
  if (fingerprint && !gradeWasCut(report)) report.fingerprint = fingerprint;
  return report;
}
