import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { warmAnalysisThread } from '../../src/analysis/analysis.ts';
import { buildExample } from '../../src/intake/examples.ts';
import type { SubmissionGrade } from '../../src/gradeSubmission.ts';
import { kitPaths } from '../../src/kit/kit.ts';
import { forText } from '../../src/report/inert.ts';
import { GRADE_REPORTERS, type GradeOutput, type ReportSettings } from '../../src/report/reporters.ts';
import { UsageError, type CliContext, type RegisterCommand } from '../context.ts';
import { GRADE_EXIT_CODES, makeFolders, Outputs } from '../outputs.ts';
import { activitiesFor } from '../resolve.ts';
import { WHOLE_RUN_LIMIT_SECONDS, wholeRunLimitMs } from '../wholeRunLimit.ts';

interface GradeFlags {
  example?: string;
  activity?: string;
  json?: string;
  gradescope?: string;
  prairielearn?: string;
  junit?: string;
  out: string;
  limit?: string;
  everyLab?: boolean;
  showTotal?: boolean;
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
    .option('--every-lab', 'grade every lab, a lab not handed in at 0 of its points: one maximum for everyone')
    .option('--json <file>', 'also write the report as JSON')
    .option('--gradescope <file>', "also write Gradescope's results.json")
    .option('--prairielearn <file>', "also write PrairieLearn's external-grading results.json")
    .option('--show-total', 'Gradescope: show the total in the output even while hidden tests are not shown yet')
    .option('--junit <file>', 'also write JUnit XML (for CI dashboards)')
    .option('--out <dir>', 'where the HTML coverage report goes', '.cardlab/grade')
    .option(
      '--limit <seconds>',
      'whole-run limit: CPU seconds of the test workers (a backstop of 3x on the clock)',
      WHOLE_RUN_LIMIT_SECONDS,
    )
    .addHelpText('after', GRADE_EXIT_CODES)
    .action(async (submissionDir: string, flags: GradeFlags) => {
      if (flags.everyLab && flags.activity) throw new UsageError('give --activity or --every-lab, not both');
      // TypeScript loads in the analysis thread while the kit and the submission are read (a core idle otherwise).
      warmAnalysisThread();
      const activities = activitiesFor(ctx, flags.activity);
      const limitMs = wholeRunLimitMs(flags.limit);
      const dir = flags.example ? exampleSubmission(ctx, flags.example) : path.resolve(ctx.cwd, submissionDir);
      // Loaded here: the packages intake needs (zip) are the instructor's, not in a student kit.
      const { gradeSubmission } = await import('../../src/gradeSubmission.ts');
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
      let outcome: Exclude<SubmissionGrade, { kind: 'up-to-date' }>;
      try {
        outcome = await gradeSubmission({
          kitRoot: ctx.kitRoot,
          upload: dir,
          name: path.basename(dir),
          activities,
          fixedScope: Boolean(flags.activity) || flags.everyLab === true,
          outDir,
          limitMs,
        });
      } finally {
        if (!outOk) rmSync(outDir, { recursive: true, force: true });
      }
      if (outcome.kind === 'missing') throw new UsageError(outcome.message);
      // A grade that failed still leaves its result files saying so, where Gradescope or a CI job reads them.
      const { report } = outcome;
      if (!outOk) delete report.coverageReport;
      if (report.coverageReport) report.coverageReport = path.relative(ctx.cwd, report.coverageReport);
      const settings: ReportSettings = {
        schemas: kitPaths(ctx.kitRoot).schemas,
        color: ctx.color,
        showTotal: flags.showTotal === true,
        visibility: (id) =>
          activities.find((a) => a.id === id)?.manifest.gradescope?.hiddenVisibility ?? 'after_published',
      };
      const files: Record<GradeOutput, { title: string; file?: string }> = {
        json: { title: 'the JSON report (--json)', file: flags.json },
        gradescope: { title: "Gradescope's results (--gradescope)", file: flags.gradescope },
        prairielearn: { title: "PrairieLearn's results (--prairielearn)", file: flags.prairielearn },
        junit: { title: 'the JUnit XML (--junit)', file: flags.junit },
      };
      for (const [kind, { title, file }] of Object.entries(files) as [GradeOutput, (typeof files)[GradeOutput]][]) {
        if (!file) continue;
        const target = path.resolve(ctx.cwd, file);
        const written = outputs.write(title, target, () => GRADE_REPORTERS[kind].write(report, target, settings));
        if (kind === 'json' && written) settings.jsonReport = file;
      }
      ctx.stdout.write(GRADE_REPORTERS.terminal.show(report, settings));
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
