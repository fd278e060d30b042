import { ExitStatus, type RegisterCommand } from '../context.ts';
import { checkVerdict } from '../../src/report/checkTerminal.ts';
import { runCheck } from '../checkRun.ts';

export const registerCheck: RegisterCommand = (program, ctx) => {
  program
    .command('check')
    .description('run the public tests, your own tests (with coverage) and the type check of one activity')
    .argument('<activity>', 'e.g. elevens/02 or elevens/02-deck')
    .option('--dir <folder>', 'where your stages are (default: this kit’s activities/)')
    .addHelpText(
      'after',
      '\nExit code: 0 when the stage is done (public tests and your own tests pass, nothing missing, no rule broken,\n' +
        'the API as the stub declares it, and none of your tests fails on a correct variant the kit holds): `list`\n' +
        'and the page call a stage done by the same rule,\n' +
        '1 while something is left to fix, 2 for a mistake in the command itself.',
    )
    .action(async (id: string, flags: { dir?: string }) => {
      const report = await runCheck(ctx, id, flags.dir);
      // Scripts and pre-commit hooks read the verdict from the exit code: 1 while anything is left to fix.
      if (!checkVerdict(report).done) throw new ExitStatus(1);
    });
};
