import type { RegisterCommand } from '../context.ts';
import { registerCheck } from './check.ts';
import { registerGrade } from './grade.ts';
import { registerGradeInKit } from './gradeInKit.ts';
import { registerGradeAll } from './gradeAll.ts';
import { registerGradeLane } from './gradeLane.ts';
import { registerHint } from './hint.ts';
import { registerList } from './list.ts';
import { registerNew } from './new.ts';
import { registerPack } from './pack.ts';
import { registerPlay } from './play.ts';
import { registerRelease } from './release.ts';
import { registerServe } from './serve.ts';
import { registerSimulate } from './simulate.ts';
import { registerVerify } from './verify.ts';
import { registerWatch } from './watch.ts';

/** Each command lives in its own file and adds itself to the program. */

/** What a student kit offers (the order of `cardlab --help`). */
export const studentCommands: RegisterCommand[] = [
  registerCheck,
  registerWatch,
  registerList,
  registerHint,
  registerPlay,
  registerSimulate,
  registerServe,
  registerPack,
];

/** Only where the kit has its solutions and hidden suites, that is, in the instructor's copy. */
export const instructorCommands: RegisterCommand[] = [
  registerGrade,
  registerGradeAll,
  registerGradeLane,
  registerVerify,
  registerRelease,
  registerNew,
];

/** Only in a student kit: what its missing instructor commands mean there. */
export const kitOnlyCommands: RegisterCommand[] = [registerGradeInKit];
