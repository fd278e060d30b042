import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
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
    .action(async (submissionDir: string, flags: GradeFlags) => {
      const activities = activitiesFor(ctx, flags.activity);
      const limitMs = (wholeNumber('--limit', flags.limit, { min: 1 }) ?? 120) * 1000;
      const dir = flags.example ? exampleSubmission(ctx, flags.example) : path.resolve(ctx.cwd, submissionDir);
      const version = kitVersion(ctx.kitRoot);
      const { grade } = await import('../../src/grade.ts');
      let report: GradeReport;
      let upload: Intake | undefined;
      try {
        // Loose files, stage folders without their lab, a zip: laid out as grading reads them, with notes saying how.
        // Loaded here: the packages intake needs (zip) are the instructor's, not in a student kit.
        const { intake } = await import('../../src/intake.ts');
        upload = await intake(dir, activities);
        const graded = flags.activity ? activities : onlySubmittedLabs(activities, upload.dir);
        const outDir = path.resolve(ctx.cwd, flags.out);
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
      }
      if (report.coverageReport) report.coverageReport = path.relative(ctx.cwd, report.coverageReport);
      const schemas = kitPaths(ctx.kitRoot).schemas;
      if (flags.json) writeValidated(path.resolve(ctx.cwd, flags.json), report, schemas, 'grade-report');
      const visibility = new Map(
        activities.map((a) => [a.id, a.manifest.gradescope?.hiddenVisibility ?? 'after_published']),
      );
      if (flags.gradescope)
        writeValidated(
          path.resolve(ctx.cwd, flags.gradescope),
          toGradescope(report, (id) => visibility.get(id) ?? 'after_published'),
          schemas,
          'gradescope-results',
        );
      if (flags.junit) {
        mkdirSync(path.dirname(path.resolve(ctx.cwd, flags.junit)), { recursive: true });
        writeFileSync(path.resolve(ctx.cwd, flags.junit), toJUnit(report));
      }
      ctx.stdout.write(renderTerminal(report, ctx.color, { jsonReport: flags.json }));
      if (flags.example) {
        const source = path.join('grader', 'examples', `${flags.example}.json`);
        const where = `${path.relative(ctx.cwd, dir) || '.'}/ (built from ${source})`;
        ctx.stdout.write(`The example's files: ${where}; open them to see what each line above is about.\n`);
      }
      if (report.error) throw new UsageError(`grading could not finish: ${forText(report.error)}`, 1);
    });
};
