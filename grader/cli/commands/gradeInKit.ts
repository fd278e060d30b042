import { GRADE_IN_A_KIT } from '../../src/report/handIn.ts';
import { UsageError, type RegisterCommand } from '../context.ts';

/**
 * `grade` in a student kit, which has no hidden tests: it says what grading means there and how to hand work in,
 * instead of "unknown command" (and `grade --help` says it too, rather than the whole program's help).
 */
export const registerGradeInKit: RegisterCommand = (program) => {
  program
    .command('grade', { hidden: true })
    .description('what grading means in a student kit')
    .argument('[anything...]')
    .allowUnknownOption()
    .addHelpText('after', `\n${GRADE_IN_A_KIT}\n`)
    .action(() => {
      throw new UsageError(GRADE_IN_A_KIT);
    });
};
