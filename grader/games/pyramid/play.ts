/**
 * `cardlab play pyramid`: a game of Pyramid Solitaire in the terminal, played through the lab's textual
 * controller, with the kit's reference classes or the student's own (loaded at run time from activities/).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { UsageError, type CliContext } from '../../cli/context.ts';
import type { PyramidSolitaireModel, RandomSource, TextInput, TextOutput } from '../../../solutions/pyramid/index.ts';
import { isTodo, loadStudentClass, messageOf } from '../studentCode.ts';

export interface PyramidPlayOptions {
  impl: 'reference' | 'student';
  seed?: number;
  rows?: number;
  draw?: number;
}

type ModelClass = new (random?: RandomSource) => PyramidSolitaireModel<unknown>;
type ControllerClass = new (input: TextInput, output: TextOutput) => {
  playGame(model: PyramidSolitaireModel<unknown>, deck: readonly unknown[], shuffle: boolean, rows: number, draw: number): Promise<void>;
};

const STUDENT_FILES = {
  model: { file: 'activities/pyramid/01-model/BasicPyramidSolitaire.ts', className: 'BasicPyramidSolitaire', stage: 'pyramid/01' },
  controller: { file: 'activities/pyramid/03-controller/PyramidSolitaireTextualController.ts', className: 'PyramidSolitaireTextualController', stage: 'pyramid/03' },
} as const;



async function classesFor(kitRoot: string, impl: PyramidPlayOptions['impl']): Promise<{ Model: ModelClass; Controller: ControllerClass; Seeded: new (seed: number) => RandomSource }> {
  const api = path.join(kitRoot, 'solutions', 'pyramid', 'index.ts');
  const shared = path.join(kitRoot, 'activities', 'shared', 'RandomSource.ts');
  const { SeededRandom } = (await import(pathToFileURL(shared).href)) as { SeededRandom: new (seed: number) => RandomSource };
  if (impl === 'reference') {
    if (!existsSync(api)) throw new UsageError('this kit has no reference Pyramid Solitaire: use --impl student to play with your own classes');
    const reference = (await import(pathToFileURL(api).href)) as { BasicPyramidSolitaire: ModelClass; PyramidSolitaireTextualController: ControllerClass };
    return { Model: reference.BasicPyramidSolitaire, Controller: reference.PyramidSolitaireTextualController, Seeded: SeededRandom };
  }
  const Model = (await loadStudentClass(kitRoot, STUDENT_FILES.model)) as ModelClass;
  const Controller = (await loadStudentClass(kitRoot, STUDENT_FILES.controller)) as ControllerClass;
  return { Model, Controller, Seeded: SeededRandom };
}

function checkSize(name: string, value: number | undefined, fallback: number): number {
  const chosen = value ?? fallback;
  if (!Number.isInteger(chosen)) throw new UsageError(`--${name} must be a whole number, got ${chosen}`);
  return chosen;
}

export async function playPyramid(ctx: CliContext, options: PyramidPlayOptions): Promise<void> {
  const rows = checkSize('rows', options.rows, 7);
  const draw = checkSize('draw', options.draw, 3);
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const { Model, Controller, Seeded } = await classesFor(ctx.kitRoot, options.impl);
  const where = options.impl === 'student' ? 'your' : 'the reference';
  const blame = (error: unknown, what: string): UsageError =>
    isTodo(error)
      ? new UsageError(`${what} is not written yet ("${messageOf(error)}"). Finish stages pyramid/01 to pyramid/03, or use --impl reference.`)
      : new UsageError(`${what} threw ${messageOf(error)}${options.impl === 'student' ? '. Fix it, or use --impl reference.' : ''}`);
  let model: PyramidSolitaireModel<unknown>;
  let controller: InstanceType<ControllerClass>;
  try {
    model = new Model(new Seeded(seed));
    controller = new Controller(ctx.stdin, ctx.stdout);
  } catch (error) {
    throw blame(error, `making ${where} model and controller`);
  }
  ctx.stdout.write(`Pyramid Solitaire, ${rows} rows, ${draw} draw cards (seed ${seed}; --seed ${seed} replays this deal)\n`);
  ctx.stdout.write('Commands (numbers from 1): rm1 row card | rm2 row1 card1 row2 card2 | rmwd draw row card | dd draw | q\n');
  try {
    await controller.playGame(model, model.getDeck(), true, rows, draw);
  } catch (error) {
    if (error instanceof Error && error.name === 'IllegalStateError') {
      if (/start/i.test(error.message)) throw new UsageError(`the game cannot start: ${error.message}`);
      ctx.stdout.write('\nThe input ended before the game was over.\n');
      return;
    }
    throw blame(error, `playing with ${where} classes`);
  }
}
