import path from 'node:path';
import { HAND_IN } from '../../src/report/handIn.ts';
import { forText } from '../../src/report/inert.ts';
import { painter } from '../../src/report/terminal.ts';
import { counted } from '../../src/kit/words.ts';
import { ExitStatus, UsageError, type RegisterCommand } from '../context.ts';
import { activitiesFor, workDirFor } from '../resolve.ts';

export const registerPack: RegisterCommand = (program, ctx) => {
  program
    .command('pack')
    .description('zip your stage folders for handing in, laid out as grading reads them')
    .argument('[lab]', 'only this lab, e.g. elevens (default: every lab of this kit)')
    .option('--dir <folder>', 'where your stages are (default: this kit’s activities/)')
    .option('--out <file>', 'the zip to write', 'cardlab-submission.zip')
    .addHelpText(
      'after',
      '\nWhat grading would refuse (a link, a file over 1 MB, folders nested too deep, past 2,000 files or 20 MB)\n' +
        'is left out of the zip and named, and the exit code is then 1. Stages whose files are missing are named too.',
    )
    .action(async (lab: string | undefined, flags: { dir?: string; out: string }) => {
      if (lab?.replace(/\/+$/, '').includes('/'))
        throw new UsageError(`pack takes a lab such as elevens, or nothing, got "${lab}": it packs whole lab folders`);
      if (!flags.out.toLowerCase().endsWith('.zip'))
        throw new UsageError(`--out must name a .zip file, got "${flags.out}"`);
      const activities = activitiesFor(ctx, lab);
      const workDir = workDirFor(ctx, flags.dir);
      const zipFile = path.resolve(ctx.cwd, flags.out);
      const { packSubmission } = await import('../../src/intake/pack.ts');
      const packed = await packSubmission(workDir, activities, zipFile);
      const paint = painter(ctx.color);
      // Names of the student's files and folders are theirs: shown inert.
      for (const { path: where, reason } of packed.refused)
        ctx.stdout.write(`${paint('red', '✗')} left out ${forText(`${where}: ${reason}`)}\n`);
      for (const { activity, files } of packed.missing)
        ctx.stdout.write(
          `${paint('yellow', '!')} ${activity.id}: ${forText(files.join(', '))} missing, so this stage is not handed in\n`,
        );
      if (packed.files.length === 0) {
        ctx.stdout.write(`nothing to pack: no lab folder of this kit in ${forText(workDir)}\n`);
        throw new ExitStatus(1);
      }
      const size = `${Math.max(1, Math.round(packed.bytes / 1024))} KB`;
      const shown = forText(path.relative(ctx.cwd, zipFile) || zipFile);
      ctx.stdout.write(`packed ${counted(packed.files.length, 'file')} into ${shown} (${size})\n${HAND_IN}\n`);
      if (packed.refused.length > 0) throw new ExitStatus(1);
    });
};
