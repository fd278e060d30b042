import path from 'node:path';
import { listLabs } from '../../src/activities.ts';
import { kitPaths } from '../../src/kit.ts';
import { UsageError } from '../context.ts';
import type { RegisterCommand } from './index.ts';

export const registerRelease: RegisterCommand = (program, ctx) => {
  const release = program.command('release').description('publish the kit: the Gradescope autograder bundle');
  release
    .command('gradescope')
    .description('write a Gradescope autograder zip (setup.sh and run_autograder at its root)')
    .argument('<out.zip>', 'where to write the zip')
    .option('--lab <lab>', 'grade only this lab (default: every lab the submission has folders for)')
    .action(async (out: string, flags: { lab?: string }) => {
      const labs = listLabs(kitPaths(ctx.kitRoot));
      if (flags.lab && !labs.includes(flags.lab)) throw new UsageError(`there is no lab "${flags.lab}"; labs: ${labs.join(', ')}`);
      if (!out.endsWith('.zip')) throw new UsageError(`the bundle must be a .zip file, got "${out}"`);
      const { writeGradescopeZip } = await import('../../src/release/gradescope.ts');
      const file = path.resolve(ctx.cwd, out);
      const entries = await writeGradescopeZip(ctx.kitRoot, file, flags.lab);
      ctx.stdout.write(`wrote ${path.relative(ctx.cwd, file)} (${entries.length} files${flags.lab ? `, lab ${flags.lab}` : ''})\nUpload it as the autograder of a Gradescope programming assignment ("Zip file upload").\n`);
    });
};
