import { accessSync, constants, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toJUnit } from '../../src/report/junit.ts';
import { kitPaths } from '../../src/kit.ts';
import { toGradescope } from '../../src/report/gradescope.ts';
import { writeValidated } from '../../src/report/json.ts';
import { forText } from '../../src/report/inert.ts';
import { renderTerminal } from '../../src/report/terminal.ts';
import { failedReport, type GradeReport } from '../../src/result.ts';
import type { Intake } from '../../src/intake.ts';
import { kitVersion } from '../../src/version.ts';
import { UsageError, type CliContext } from '../context.ts';
import { buildExample } from '../../src/examples.ts';
import { activitiesFor, onlySubmittedLabs, wholeNumber } from '../resolve.ts';
import { GRADE_EXIT_CODES, makeFolders, Outputs } from '../outputs.ts';
import type { RegisterCommand } from '../context.ts';

interface GradeFlags {
  example?: string;
  activity?: string;
  json?: string;
  gradescope?: string;
  junit?: string;
  out: string;
  limit?: string;
}

/** Assembles a bundled example (grader/examples/<name>.json) under .cardlab/examples/ and returns its folder. */
function exampleSubmission(ctx: CliContext, name: string): string {
  const dir = path.resolve(ctx.cwd, '.cardlab', 'examples', name);
  try {
    buildExample(ctx.kitRoot, name, activitiesFor(ctx, undefined, { quiet: true }), dir);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  return dir;
}

export const registerGrade: RegisterCommand = (program, ctx) => {
  program
    .command('grade')
    .description('grade a submission: hidden tests, your tests against buggy implementations, coverage, types')
    .argument('[submission-dir]', 'folder holding <lab>/<NN-slug>/ files, or a copy of the kit', '.')
    .option('--example <name>', 'grade a bundled example submission (e.g. alice) instead of a folder')
    .option('--activity <id>', 'grade one activity (elevens/02) or one lab (elevens)')
    .option('--json <file>', 'also write the report as JSON')
    .option('--gradescope <file>', "also write Gradescope's results.json")
    .option('--junit <file>', 'also write JUnit XML (for CI dashboards)')
    .option('--out <dir>', 'where the HTML coverage report goes', '.cardlab/grade')
    .option(
      '--limit <seconds>',
      'whole-run limit: CPU seconds of the test workers (a backstop of 3x on the clock)',
      '120',
    )
    .addHelpText('after', GRADE_EXIT_CODES)
    .action(async (submissionDir: string, flags: GradeFlags) => {
      const activities = activitiesFor(ctx, flags.activity);
      const limitMs = (wholeNumber('--limit', flags.limit, { min: 1 }) ?? 120) * 1000;
      const dir = flags.example ? exampleSubmission(ctx, flags.example) : path.resolve(ctx.cwd, submissionDir);
      const version = kitVersion(ctx.kitRoot);
      const { grade } = await import('../../src/grade.ts');
      // Every output is tried, and the report is shown whatever became of them: one that cannot be written is named
      // after the report, and the exit code (3) says so. The coverage folder is made first: where it cannot be, the
      // HTML goes to a folder of its own, thrown away, and the grade goes on.
      const outputs = new Outputs(ctx);
      const wantedOut = path.resolve(ctx.cwd, flags.out);
      const outOk = outputs.write('the coverage report (--out)', wantedOut, () => {
        makeFolders(wantedOut);
        accessSync(wantedOut, constants.W_OK);
      });
      const outDir = outOk ? wantedOut : mkdtempSync(path.join(os.tmpdir(), 'cardlab-coverage-'));
      let report: GradeReport;
      let upload: Intake | undefined;
      try {
        // Loose files, stage folders without their lab, a zip: laid out as grading reads them, with notes saying how.
        // Loaded here: the packages intake needs (zip) are the instructor's, not in a student kit.
        const { intake } = await import('../../src/intake.ts');
        upload = await intake(dir, activities);
        const graded = flags.activity ? activities : onlySubmittedLabs(activities, upload.dir);
        report = await grade({
          kitRoot: ctx.kitRoot,
          submissionDir: upload.dir,
          activities: graded,
          outDir,
          limitMs,
          version,
        });
        report.submission = path.basename(dir);
        if (upload.notes.length > 0) report.warnings = [...upload.notes, ...(report.warnings ?? [])];
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (message.includes('is not a folder') && !existsSync(dir)) throw new UsageError(message);
        // Grading itself failed: still leave a results file that says so, where Gradescope or a CI job reads it.
        report = failedReport(version, path.basename(dir), message);
      } finally {
        upload?.remove();
        if (!outOk) rmSync(outDir, { recursive: true, force: true });
      }
      if (!outOk) delete report.coverageReport;
      if (report.coverageReport) report.coverageReport = path.relative(ctx.cwd, report.coverageReport);
      const schemas = kitPaths(ctx.kitRoot).schemas;
      const jsonFile = flags.json ? path.resolve(ctx.cwd, flags.json) : undefined;
      const jsonWritten =
        jsonFile !== undefined &&
        outputs.write('the JSON report (--json)', jsonFile, () =>
          writeValidated(jsonFile, report, schemas, 'grade-report'),
        );
      const visibility = new Map(
        activities.map((a) => [a.id, a.manifest.gradescope?.hiddenVisibility ?? 'after_published']),
      );
      if (flags.gradescope) {
        const file = path.resolve(ctx.cwd, flags.gradescope);
        const results = toGradescope(report, (id) => visibility.get(id) ?? 'after_published');
        outputs.write("Gradescope's results (--gradescope)", file, () =>
          writeValidated(file, results, schemas, 'gradescope-results'),
        );
      }
      if (flags.junit) {
        const file = path.resolve(ctx.cwd, flags.junit);
        outputs.write('the JUnit XML (--junit)', file, () => writeFileSync(file, toJUnit(report)));
      }
      ctx.stdout.write(renderTerminal(report, ctx.color, { jsonReport: jsonWritten ? flags.json : undefined }));
      if (flags.example) {
        const source = path.join('grader', 'examples', `${flags.example}.json`);
        const where = `${path.relative(ctx.cwd, dir) || '.'}/ (built from ${source})`;
        ctx.stdout.write(`The example's files: ${where}; open them to see what each line above is about.\n`);
      }
      if (report.error) {
        outputs.say();
        throw new UsageError(`grading could not finish: ${forText(report.error)}`, 1);
      }
      outputs.finish();
    });
};
