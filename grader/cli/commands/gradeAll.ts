import { accessSync, constants, existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { listClass } from '../../src/intake/classFolder.ts';
import { buildGradebook } from '../../src/score/gradebook.ts';
import { kitPaths } from '../../src/kit/kit.ts';
import { GRADEBOOK_FORMATS, type GradebookFormat } from '../../src/report/gradebookCsv.ts';
import { forText } from '../../src/report/inert.ts';
import { CLASS_REPORTERS, GRADE_REPORTERS, type ReportSettings } from '../../src/report/reporters.ts';
import type { RosterEntry } from '../../src/intake/roster.ts';
import { UsageError, type CliContext, type RegisterCommand } from '../context.ts';
import { GRADE_EXIT_CODES, makeFolders, Outputs, reasonOf } from '../outputs.ts';
import { activitiesFor } from '../resolve.ts';
import { WHOLE_RUN_LIMIT_SECONDS, wholeRunLimitMs } from '../wholeRunLimit.ts';

interface Flags {
  out?: string;
  activity?: string;
  force?: boolean;
  limit: string;
  roster?: string;
  format: string;
}

function shownOut(ctx: CliContext, out: string): string {
  return path.relative(ctx.cwd, out) || '.';
}

function progress(ctx: CliContext, done: number, total: number, label: string): void {
  const tty = (ctx.stderr as NodeJS.WriteStream).isTTY;
  const width = 24;
  const filled = Math.round((width * done) / Math.max(total, 1));
  // The label is a student's folder name, which may hold an escape sequence: shown inert.
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} ${forText(label)}`;
  ctx.stderr.write(tty ? `\r${bar.padEnd(72).slice(0, 100)}${done === total ? '\n' : ''}` : `${bar}\n`);
}

async function rosterOf(ctx: CliContext, file: string | undefined): Promise<RosterEntry[] | undefined> {
  if (!file) return undefined;
  // Loaded here, as every package only grade-all needs: a student kit's CLI loads this file without them.
  const { readRoster, RosterError } = await import('../../src/intake/roster.ts');
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
    .option(
      '--limit <seconds>',
      'whole-run limit per submission: CPU seconds of its test workers',
      WHOLE_RUN_LIMIT_SECONDS,
    )
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
      const limitMs = wholeRunLimitMs(flags.limit);
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
      const settings: ReportSettings = {
        schemas: kitPaths(ctx.kitRoot).schemas,
        color: ctx.color,
        format: flags.format as GradebookFormat,
      };
      // Loaded here: the packages intake needs (zip) are the instructor's; a student kit's CLI loads this file.
      const { gradeClass } = await import('../../src/gradeClass.ts');
      const { reports, graded } = await gradeClass({
        kitRoot: ctx.kitRoot,
        entries,
        out,
        activities,
        fixedScope: Boolean(flags.activity),
        force: Boolean(flags.force),
        limitMs,
        onProgress: (done, total, label) => progress(ctx, done, total, label),
        // Each report is written as soon as it is made; the gradebook is made from them even when one was not.
        onReport: (name, report) => {
          const file = path.join(out, `${name}.json`);
          outputs.write(`the report of ${name}`, file, () => GRADE_REPORTERS.json.write(report, file, settings));
        },
      });
      const subject = { reports, book: buildGradebook(reports, roster), title: `${path.basename(dir)} · class report` };
      const gradebookFile = path.join(out, 'gradebook.csv');
      outputs.write('the gradebook', gradebookFile, () =>
        CLASS_REPORTERS.gradebook.write(subject, gradebookFile, settings),
      );
      let classReport = path.join(out, 'report');
      outputs.write('the class report', classReport, () => {
        classReport = CLASS_REPORTERS['class-report'].write(subject, classReport, settings);
      });
      for (const warning of [...notes, ...subject.book.warnings])
        ctx.stderr.write(`cardlab: warning: ${forText(warning)}\n`);
      const shown = (file: string) => path.relative(ctx.cwd, file) || '.';
      ctx.stdout.write(
        `${CLASS_REPORTERS.terminal.show(subject, settings)}\n` +
          `graded ${graded}, up to date ${entries.length - graded}, of ${entries.length} submissions\n` +
          `reports: ${shown(out)}/<student>.json\ngradebook: ${shown(gradebookFile)}\n` +
          `class report (open in a browser): ${shown(classReport)}\n`,
      );
      outputs.finish();
    });
};
