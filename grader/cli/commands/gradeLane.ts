import { UsageError, type RegisterCommand } from '../context.ts';

// Not a command for people: `grade-all` starts one process of this kind per share of a class it spreads over several
// grader processes (src/class/classLane.ts), and sends it the students to grade over the process's channel.
export const registerGradeLane: RegisterCommand = (program) => {
  program
    .command('grade-lane', { hidden: true })
    .description('grades the students that grade-all sends it (grade-all starts it; not for use by hand)')
    .action(async () => {
      if (!process.send) throw new UsageError('grade-lane is started by grade-all; to grade a class, run grade-all');
      // Loaded here, as grade-all loads the class pipeline: a student kit's CLI loads this file without it.
      const { serveLane } = await import('../../src/gradeLane.ts');
      await serveLane();
    });
};
