import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { listLabs } from '../../src/kit/activities.ts';
import { kitPaths } from '../../src/kit/kit.ts';
import { UsageError } from '../context.ts';
import { activitiesFor } from '../resolve.ts';
import type { RegisterCommand } from '../context.ts';

export const registerRelease: RegisterCommand = (program, ctx) => {
  const release = program
    .command('release')
    .description('publish the kit: a student kit, the Gradescope autograder bundle, or PrairieLearn questions');
  release
    .command('student')
    .description(
      'build the kit students receive: stubs, public tests, the student commands; no solutions or hidden tests',
    )
    .argument('<out-dir>', 'an empty (or new) folder')
    .option('--lab <lab>', 'only this lab (default: every lab)')
    .action(async (out: string, flags: { lab?: string }) => {
      const labs = listLabs(kitPaths(ctx.kitRoot));
      if (flags.lab && !labs.includes(flags.lab))
        throw new UsageError(`there is no lab "${flags.lab}"; labs: ${labs.join(', ')}`);
      const dir = path.resolve(ctx.cwd, out);
      if (existsSync(dir) && readdirSync(dir).length > 0)
        throw new UsageError(`${out} is not empty: give a new or empty folder`);
      const { buildStudentKit } = await import('../../src/release/studentKit.ts');
      const { scanStudentKit } = await import('../../src/release/scan.ts');
      const { ReleaseRefused } = await import('../../src/release/startingFiles.ts');
      try {
        await buildStudentKit(ctx.kitRoot, dir, flags.lab ? [flags.lab] : labs);
      } catch (error) {
        if (error instanceof ReleaseRefused) throw new UsageError(error.message, 1);
        throw error;
      }
      const problems = scanStudentKit(ctx.kitRoot, dir);
      if (problems.length > 0) {
        // A kit that is not safe to hand out is not left where it could be.
        rmSync(dir, { recursive: true, force: true });
        const list = problems.map((p) => `  - ${p}`).join('\n');
        throw new UsageError(`the student kit is not safe to hand out, so it was removed:\n${list}`, 1);
      }
      ctx.stdout.write(
        `wrote the student kit to ${path.relative(ctx.cwd, dir) || '.'} ` +
          '(scanned: no solution, hidden test or buggy source)\nStudents run: npm install, then npx cardlab list\n',
      );
    });
  release
    .command('gradescope')
    .description('write a Gradescope autograder zip (setup.sh and run_autograder at its root)')
    .argument('<out.zip>', 'where to write the zip')
    .option('--lab <lab>', 'grade only this lab (default: every lab the submission has folders for)')
    .option('--activity <id>', 'grade one stage only (elevens/04): a one-stage assignment')
    .option('--show-total', 'show the total in the output even while hidden tests are not shown yet')
    .action(async (out: string, flags: { lab?: string; activity?: string; showTotal?: boolean }) => {
      const labs = listLabs(kitPaths(ctx.kitRoot));
      if (flags.lab && !labs.includes(flags.lab))
        throw new UsageError(`there is no lab "${flags.lab}"; labs: ${labs.join(', ')}`);
      if (flags.lab && flags.activity) throw new UsageError('give --lab or --activity, not both');
      if (!out.endsWith('.zip')) throw new UsageError(`the bundle must be a .zip file, got "${out}"`);
      const activity = flags.activity ? activitiesFor(ctx, flags.activity) : undefined;
      if (activity && activity.length !== 1) {
        throw new UsageError(
          `--activity names one stage (such as ${activity[0]?.lab ?? 'elevens'}/04); for a lab use --lab`,
        );
      }
      const { writeGradescopeZip } = await import('../../src/release/gradescope.ts');
      const file = path.resolve(ctx.cwd, out);
      const scope = { lab: flags.lab, activity: activity?.[0]!.id, showTotal: flags.showTotal === true };
      const entries = await writeGradescopeZip(ctx.kitRoot, file, scope);
      const what = scope.activity ? `, stage ${scope.activity}` : flags.lab ? `, lab ${flags.lab}` : '';
      ctx.stdout.write(
        `wrote ${path.relative(ctx.cwd, file)} (${entries.length} files${what})\n` +
          'Upload it as the autograder of a Gradescope programming assignment ("Zip file upload").\n',
      );
    });
  release
    .command('prairielearn')
    .description("write PrairieLearn's external-grading files: the kit, a question per stage (or lab), the image")
    .argument('<out-dir>', 'an empty (or new) folder, laid out as a course repository')
    .requiredOption('--image <name>', 'the public image the questions grade in, as you will push it (org/cardlab:1)')
    .option('--lab <lab>', 'only this lab (default: every lab)')
    .option('--activity <id>', 'one stage only (elevens/04)')
    .option('--whole-lab', 'one question per lab, handed in as a zip, instead of one per stage')
    .action(async (out: string, flags: { image: string; lab?: string; activity?: string; wholeLab?: boolean }) => {
      const labs = listLabs(kitPaths(ctx.kitRoot));
      if (flags.lab && !labs.includes(flags.lab))
        throw new UsageError(`there is no lab "${flags.lab}"; labs: ${labs.join(', ')}`);
      if (flags.lab && flags.activity) throw new UsageError('give --lab or --activity, not both');
      if (flags.activity && flags.wholeLab) throw new UsageError('give --activity or --whole-lab, not both');
      if (!/^[a-z0-9][a-z0-9._/:@-]*$/i.test(flags.image))
        throw new UsageError(`--image takes an image name such as org/cardlab:1, got "${flags.image}"`);
      const dir = path.resolve(ctx.cwd, out);
      if (existsSync(dir) && readdirSync(dir).length > 0)
        throw new UsageError(`${out} is not empty: give a new or empty folder`);
      const chosen = activitiesFor(ctx, flags.activity ?? flags.lab);
      if (flags.activity && chosen.length !== 1)
        throw new UsageError(
          `--activity names one stage (such as ${chosen[0]?.lab ?? 'elevens'}/04); for a lab use --lab`,
        );
      const { writePrairieLearnCourse } = await import('../../src/release/prairielearn.ts');
      type Question = Parameters<typeof writePrairieLearnCourse>[2][number];
      const questions: Question[] = flags.wholeLab
        ? [...new Set(chosen.map((a) => a.lab))].map((lab) => ({
            kind: 'lab' as const,
            lab,
            activities: chosen.filter((a) => a.lab === lab),
          }))
        : chosen.map((activity) => ({ kind: 'stage' as const, activity }));
      const files = writePrairieLearnCourse(ctx.kitRoot, dir, questions, flags.image);
      const where = path.relative(ctx.cwd, dir) || '.';
      ctx.stdout.write(
        `wrote ${files.length} files to ${where}: ${questions.length} question(s) under questions/cardlab/, ` +
          'the kit under serverFilesCourse/cardlab/, the grading image under graderImage/\n' +
          `Build and push the image (docker build --platform linux/amd64 -t ${flags.image} graderImage), ` +
          'then copy questions/ and serverFilesCourse/ into your course repository.\n',
      );
    });
};
