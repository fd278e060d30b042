import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { submissionFingerprint } from '../../src/fingerprint.ts';
import { gradebookCsv } from '../../src/gradebook.ts';
import { kitPaths } from '../../src/kit.ts';
import { writeValidated } from '../../src/report/json.ts';
import type { GradeReport } from '../../src/result.ts';
import { kitVersion } from '../../src/version.ts';
import { UsageError, type CliContext } from '../context.ts';
import { activitiesFor, onlySubmittedLabs, wholeNumber } from '../resolve.ts';
import type { RegisterCommand } from './index.ts';

interface Flags {
  out?: string;
  activity?: string;
  force?: boolean;
  limit: string;
}

/** The report already written for this exact submission, kit and scope, if any (see src/fingerprint.ts). */
function upToDate(reportFile: string, fingerprint: string): boolean {
  try {
    return (JSON.parse(readFileSync(reportFile, 'utf8')) as GradeReport).fingerprint === fingerprint;
  } catch {
    return false;
  }
}

function progress(ctx: CliContext, done: number, total: number, label: string): void {
  const tty = (ctx.stderr as NodeJS.WriteStream).isTTY;
  const width = 24;
  const filled = Math.round((width * done) / Math.max(total, 1));
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${label}`;
  ctx.stderr.write(tty ? `\r${bar.padEnd(72).slice(0, 100)}${done === total ? '\n' : ''}` : `${bar}\n`);
}

export const registerGradeAll: RegisterCommand = (program, ctx) => {
  program
    .command('grade-all')
    .description('grade a whole class: one submission per sub-folder, a JSON report each and a CSV gradebook')
    .argument('<class-dir>', 'a folder with one sub-folder per student')
    .option('--out <dir>', 'where reports and gradebook.csv go (default: <class-dir>-grades)')
    .option('--activity <id>', 'grade one activity or one lab only')
    .option('--force', 'grade again even submissions whose report is up to date')
    .option('--limit <seconds>', 'whole-run time limit per submission', '120')
    .action(async (classDir: string, flags: Flags) => {
      const dir = path.resolve(ctx.cwd, classDir);
      if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`${classDir} is not a folder: give the folder that holds one sub-folder per student`);
      const out = path.resolve(ctx.cwd, flags.out ?? `${classDir.replace(/[\\/]+$/, '')}-grades`);
      const limitMs = (wholeNumber('--limit', flags.limit, { min: 1 }) ?? 120) * 1000;
      const activities = activitiesFor(ctx, flags.activity);
      // A student's folder that is a symbolic link is not followed: it gets a report saying so.
      const students = readdirSync(dir).filter((name) => !name.startsWith('.') && (lstatSync(path.join(dir, name)).isDirectory() || lstatSync(path.join(dir, name)).isSymbolicLink())).sort();
      if (students.length === 0) throw new UsageError(`${classDir} has no sub-folders: put each student's submission in a folder of its own`);
      const { grade } = await import('../../src/grade.ts');
      const schemas = kitPaths(ctx.kitRoot).schemas;
      mkdirSync(out, { recursive: true });
      let graded = 0;
      let skipped = 0;
      for (const [k, student] of students.entries()) {
        const submission = path.join(dir, student);
        const reportFile = path.join(out, `${student}.json`);
        progress(ctx, k, students.length, student);
        const scope = flags.activity ? activities : onlySubmittedLabs(activities, submission);
        const fingerprint = submissionFingerprint(submission, kitVersion(ctx.kitRoot), scope.map((a) => a.id));
        // A report of this very submission, kit and scope is kept: re-running a killed batch loses nothing. Dates
        // decide nothing (a planted future-dated report is graded over).
        if (!flags.force && upToDate(reportFile, fingerprint)) {
          skipped++;
          continue;
        }
        let report: GradeReport;
        try {
          if (lstatSync(submission).isSymbolicLink()) throw new Error(`${student} is a symbolic link, not a folder: grading does not follow links; put the submission itself there`);
          report = await grade({ kitRoot: ctx.kitRoot, submissionDir: submission, activities: scope, outDir: path.join(out, 'coverage', student), limitMs, version: kitVersion(ctx.kitRoot) });
          report.submission = student;
          if (report.coverageReport) report.coverageReport = path.relative(out, report.coverageReport);
        } catch (error) {
          report = { tool: 'cardlab', version: kitVersion(ctx.kitRoot), submission: student, gradedAt: new Date().toISOString(), durationMs: 0, points: 0, maxPoints: 0, activities: [], error: (error as Error).message };
        }
        report.fingerprint = fingerprint;
        writeValidated(reportFile, report, schemas, 'grade-report');
        graded++;
      }
      progress(ctx, students.length, students.length, 'done');
      const reports = students
        .map((student) => path.join(out, `${student}.json`))
        .filter((file) => existsSync(file))
        .map((file) => JSON.parse(readFileSync(file, 'utf8')) as GradeReport);
      writeFileSync(path.join(out, 'gradebook.csv'), gradebookCsv(reports));
      ctx.stdout.write(`graded ${graded}, up to date ${skipped}, of ${students.length} submissions\nreports: ${path.relative(ctx.cwd, out) || '.'}/<student>.json\ngradebook: ${path.relative(ctx.cwd, path.join(out, 'gradebook.csv'))}\n`);
    });
};
