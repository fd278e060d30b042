import { accessSync, constants, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from '../../src/activities.ts';
import { listClass, type ClassEntry } from '../../src/classFolder.ts';
import { kitFingerprint, submissionFingerprint } from '../../src/fingerprint.ts';
import { buildGradebook } from '../../src/gradebook.ts';
import { kitPaths } from '../../src/kit.ts';
import { writeClassReport } from '../../src/report/classReport/classReport.ts';
import { renderClassTable } from '../../src/report/classTable.ts';
import { GRADEBOOK_FORMATS, gradebookCsv, type GradebookFormat } from '../../src/report/gradebookCsv.ts';
import { forText } from '../../src/report/inert.ts';
import { writeValidated } from '../../src/report/json.ts';
import { failedReport, gradeWasCut, type GradeReport } from '../../src/result.ts';
import type { RosterEntry } from '../../src/roster.ts';
import { kitVersion } from '../../src/version.ts';
import { UsageError, type CliContext } from '../context.ts';
import { activitiesFor, onlySubmittedLabs, wholeNumber } from '../resolve.ts';
import type { RegisterCommand } from '../context.ts';
import { GRADE_EXIT_CODES, makeFolders, Outputs, reasonOf } from '../outputs.ts';

interface Flags {
  out?: string;
  activity?: string;
  force?: boolean;
  limit: string;
  roster?: string;
  format: string;
}

interface Batch {
  ctx: CliContext;
  out: string;
  activities: Activity[];
  /** Only the activities asked for (`--activity`), or every lab each student has work in. */
  fixedScope: boolean;
  force: boolean;
  limitMs: number;
  /** Each student's report, kept here too: the gradebook is made from them even when one could not be written. */
  reports: Map<string, GradeReport>;
  outputs: Outputs;
}

/** The report already written for this exact submission, kit and scope, if any (see src/fingerprint.ts). */
function upToDate(reportFile: string, fingerprint: string): boolean {
  try {
    return (JSON.parse(readFileSync(reportFile, 'utf8')) as GradeReport).fingerprint === fingerprint;
  } catch {
    return false;
  }
}

/** A report kept from an earlier run (up to date), if it is there and reads. */
function reportIn(file: string): GradeReport | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as GradeReport;
  } catch {
    return undefined;
  }
}

function shownOut(ctx: CliContext, out: string): string {
  return path.relative(ctx.cwd, out) || '.';
}

/** What a report of this submission graded on `scope` must have been made from (see src/fingerprint.ts). */
function fingerprintOf(kitRoot: string, entry: ClassEntry, scope: Activity[]): string {
  const labs = [...new Set(scope.map((activity) => activity.lab))];
  return submissionFingerprint(
    entry.path,
    kitFingerprint(kitRoot, labs),
    scope.map((a) => a.id),
  );
}

function progress(ctx: CliContext, done: number, total: number, label: string): void {
  const tty = (ctx.stderr as NodeJS.WriteStream).isTTY;
  const width = 24;
  const filled = Math.round((width * done) / Math.max(total, 1));
  // The label is a student's folder name, which may hold an escape sequence: shown inert.
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${forText(label)}`;
  ctx.stderr.write(tty ? `\r${bar.padEnd(72).slice(0, 100)}${done === total ? '\n' : ''}` : `${bar}\n`);
}

const GRADED_AT_ONCE = 2;

/** Grades one student unless their report is up to date; returns whether it graded. Never throws for the student. */
async function gradeStudent(batch: Batch, entry: ClassEntry): Promise<boolean> {
  const { ctx, out, activities } = batch;
  const version = kitVersion(ctx.kitRoot);
  const reportFile = path.join(out, `${entry.name}.json`);
  let report: GradeReport;
  let fingerprint: string | undefined;
  let remove = () => {};
  try {
    if (entry.link) {
      fingerprint = fingerprintOf(ctx.kitRoot, entry, activities);
      if (!batch.force && upToDate(reportFile, fingerprint)) return false;
      throw new Error(
        `${entry.name} is a symbolic link, not a folder: grading does not follow links; ` +
          'put the submission itself there',
      );
    }
    const { intake } = await import('../../src/intake.ts');
    const upload = await intake(entry.path, activities);
    remove = upload.remove;
    const scope = batch.fixedScope ? activities : onlySubmittedLabs(activities, upload.dir);
    fingerprint = fingerprintOf(ctx.kitRoot, entry, scope);
    // A report of this very submission, kit and scope is kept: re-running a killed batch loses nothing. Dates decide
    // nothing (a planted future-dated report is graded over).
    if (!batch.force && upToDate(reportFile, fingerprint)) return false;
    const { grade } = await import('../../src/grade.ts');
    const outDir = path.join(out, 'coverage', entry.name);
    report = await grade({
      kitRoot: ctx.kitRoot,
      submissionDir: upload.dir,
      activities: scope,
      outDir,
      limitMs: batch.limitMs,
      version,
    });
    if (upload.notes.length > 0) report.warnings = [...upload.notes, ...(report.warnings ?? [])];
    if (report.coverageReport) report.coverageReport = path.relative(out, report.coverageReport);
  } catch (error) {
    report = failedReport(version, entry.name, (error as Error).message);
  } finally {
    remove();
  }
  report.submission = entry.name;
  // A report of a submission that could not be read, or whose grade a limit or a stop may have cut, is never kept as
  // up to date: the next run grades it again.
  if (fingerprint && !gradeWasCut(report)) report.fingerprint = fingerprint;
  batch.reports.set(entry.name, report);
  batch.outputs.write(`the report of ${entry.name}`, reportFile, () =>
    writeValidated(reportFile, report, kitPaths(ctx.kitRoot).schemas, 'grade-report'),
  );
  return true;
}

async function rosterOf(ctx: CliContext, file: string | undefined): Promise<RosterEntry[] | undefined> {
  if (!file) return undefined;
  // Loaded here, as every package only grade-all needs: a student kit's CLI loads this file without them.
  const { readRoster, RosterError } = await import('../../src/roster.ts');
  try {
    return readRoster(path.resolve(ctx.cwd, file), file);
  } catch (error) {
    if (error instanceof RosterError) throw new UsageError(error.message);
    throw error;
  }
}

export const registerGradeAll: RegisterCommand = (program, ctx) => {
  program
    .command('grade-all')
    .description(
      'grade a whole class: one submission per sub-folder or zip, a JSON report each, a gradebook and a report',
    )
    .argument('<class-dir>', 'a folder with one sub-folder (or <student>.zip) per student')
    .option('--out <dir>', 'where reports, gradebook.csv and the class report go (default: <class-dir>-grades)')
    .option('--activity <id>', 'grade one activity or one lab only')
    .option('--force', 'grade again even submissions whose report is up to date')
    .option('--limit <seconds>', 'whole-run limit per submission: CPU seconds of its test workers', '120')
    .option('--roster <file>', 'CSV of folder, student id, name, email: identifiers for the gradebook')
    .option('--format <format>', `gradebook layout: ${GRADEBOOK_FORMATS.join(' or ')}`, 'plain')
    .addHelpText('after', GRADE_EXIT_CODES)
    .action(async (classDir: string, flags: Flags) => {
      const dir = path.resolve(ctx.cwd, classDir);
      if (!existsSync(dir) || !statSync(dir).isDirectory()) {
        throw new UsageError(`${classDir} is not a folder: give the folder that holds one sub-folder per student`);
      }
      if (!GRADEBOOK_FORMATS.includes(flags.format as GradebookFormat)) {
        throw new UsageError(`--format must be ${GRADEBOOK_FORMATS.join(' or ')}, got "${flags.format}"`);
      }
      const out = path.resolve(ctx.cwd, flags.out ?? `${classDir.replace(/[\\/]+$/, '')}-grades`);
      const limitMs = (wholeNumber('--limit', flags.limit, { min: 1 }) ?? 120) * 1000;
      const activities = activitiesFor(ctx, flags.activity);
      const roster = await rosterOf(ctx, flags.roster);
      const { entries, notes } = listClass(dir, path.dirname(out) === dir ? path.basename(out) : undefined);
      if (entries.length === 0) {
        throw new UsageError(
          `${classDir} has no sub-folders: put each student's submission in a folder (or a zip) of its own`,
        );
      }
      // Where nothing can be written, grading would be lost: that is a mistake in the command, said before grading.
      try {
        makeFolders(out);
        accessSync(out, constants.W_OK);
      } catch (error) {
        throw new UsageError(
          `--out ${shownOut(ctx, out)} cannot be written: ${reasonOf(error as NodeJS.ErrnoException)}`,
        );
      }
      const outputs = new Outputs(ctx);
      const batch: Batch = {
        ctx,
        out,
        activities,
        fixedScope: Boolean(flags.activity),
        force: Boolean(flags.force),
        limitMs,
        reports: new Map(),
        outputs,
      };
      let graded = 0;
      let started = 0;
      let done = 0;
      // Two students at a time: while one student's code is type-checked (one thread), the other's tests keep the
      // worker processes busy (their number is bounded by the pool, not by this). Without a sandbox, a grade snapshots
      // and restores the kit around its runs, so students are then graded one at a time.
      const { confinement } = await import('../../src/sandbox/confinement.ts');
      const lanes = confinement().kind === 'none' ? 1 : GRADED_AT_ONCE;
      const lane = async () => {
        while (started < entries.length) {
          const entry = entries[started++]!;
          progress(ctx, done, entries.length, entry.name);
          if (await gradeStudent(batch, entry)) graded++;
          done++;
        }
      };
      await Promise.all(Array.from({ length: lanes }, lane));
      progress(ctx, entries.length, entries.length, 'done');
      const reports = entries
        .map((entry) => batch.reports.get(entry.name) ?? reportIn(path.join(out, `${entry.name}.json`)))
        .filter((report) => report !== undefined);
      const book = buildGradebook(reports, roster);
      const gradebookFile = path.join(out, 'gradebook.csv');
      outputs.write('the gradebook', gradebookFile, () =>
        writeFileSync(gradebookFile, gradebookCsv(book, flags.format as GradebookFormat)),
      );
      let classReport = path.join(out, 'report');
      outputs.write('the class report', classReport, () => {
        classReport = writeClassReport(classReport, book, reports, `${path.basename(dir)} · class report`);
      });
      for (const warning of [...notes, ...book.warnings]) ctx.stderr.write(`cardlab: warning: ${forText(warning)}\n`);
      const shown = (file: string) => path.relative(ctx.cwd, file) || '.';
      ctx.stdout.write(
        `${renderClassTable(book, ctx.color)}\n` +
          `graded ${graded}, up to date ${entries.length - graded}, of ${entries.length} submissions\n` +
          `reports: ${shown(out)}/<student>.json\ngradebook: ${shown(gradebookFile)}\n` +
          `class report (open in a browser): ${shown(classReport)}\n`,
      );
      outputs.finish();
    });
};
