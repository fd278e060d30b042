/**
 * `cardlab play klondike`: a game of Klondike Solitaire in the terminal, played through the lab's command-line
 * game (SolitaireCUI, stage 05) on the lab's Solitaire (stage 04), with the kit's reference classes or the
 * student's own (loaded at run time from activities/). It only talks through the context's streams, so tests can
 * script a whole game.
 *
 * The classes are never imported here (only their types): the reference lives in solutions/, which a student's
 * kit does not have.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { UsageError, type CliContext } from '../../cli/context.ts';
import type { RandomSource, Solitaire, TextInput, TextOutput } from '../../../solutions/klondike/index.ts';
import { importKitFile, isTodo, loadStudentClass, messageOf, type StudentStage } from '../studentCode.ts';

export interface KlondikePlayOptions {
  impl: 'reference' | 'student';
  seed?: number;
}

/** What the player needs of a game: the stage 04 Solitaire (the CUI uses the rest). */
type Game = Pick<Solitaire, 'executeCommand' | 'isWon' | 'isQuit'>;
type GameClass = new (random?: RandomSource) => Game;
type CuiClass = new (input: TextInput, output: TextOutput) => { startGame(game: Game): Promise<void> };
type SeededClass = new (seed: number) => RandomSource;

const STUDENT_GAME: StudentStage = { file: 'activities/klondike/04-solitaire/Solitaire.ts', className: 'Solitaire', stage: 'klondike/04' };
const STUDENT_CUI: StudentStage = { file: 'activities/klondike/05-cui/SolitaireCUI.ts', className: 'SolitaireCUI', stage: 'klondike/05' };
const REFERENCE_API = 'solutions/klondike/index.ts';
const RANDOM_SOURCE = 'activities/shared/RandomSource.ts';


/** The student file (and its stage) an error was thrown from, found in its stack; `fallback` when none is named. */
function stageOf(error: unknown, fallback: StudentStage): { file: string; stage: string } {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const found = /activities[/\\]klondike[/\\]((\d\d)-[\w-]+)[/\\]([\w.-]+\.ts)/.exec(stack);
  if (!found) return fallback;
  return { file: `activities/klondike/${found[1]}/${found[3]}`, stage: `klondike/${found[2]}` };
}

/** A UsageError for an error thrown by the student's classes: a TODO stub names the file and the stage to finish. */
function studentError(error: unknown, what: string, fallback: StudentStage): UsageError {
  const { file, stage } = stageOf(error, fallback);
  if (isTodo(error)) {
    return new UsageError(`${file} is still a TODO stub ("${messageOf(error)}"). Finish stage ${stage} first, or use --impl reference.`);
  }
  return new UsageError(`${what} threw ${messageOf(error)} (in ${file}). Fix it, or use --impl reference.`);
}

function referenceError(error: unknown, what: string): UsageError {
  return new UsageError(`${what} with the reference classes threw ${messageOf(error)}`);
}



async function classesFor(kitRoot: string, impl: KlondikePlayOptions['impl']): Promise<{ Game: GameClass; Cui: CuiClass }> {
  if (impl === 'reference') {
    if (!existsSync(path.join(kitRoot, ...REFERENCE_API.split('/')))) {
      throw new UsageError('this kit has no reference Klondike (no solutions/ folder): use --impl student to play with your own classes');
    }
    const reference = await importKitFile(kitRoot, REFERENCE_API);
    return { Game: reference.Solitaire as GameClass, Cui: reference.SolitaireCUI as CuiClass };
  }
  const Game = (await loadStudentClass(kitRoot, STUDENT_GAME)) as GameClass;
  const Cui = (await loadStudentClass(kitRoot, STUDENT_CUI)) as CuiClass;
  return { Game, Cui };
}

/** The command line that deals the same game again. */
function replayLine(seed: number, impl: KlondikePlayOptions['impl']): string {
  return `cardlab play klondike --seed ${seed}${impl === 'student' ? ' --impl student' : ''}`;
}

export async function playKlondike(ctx: CliContext, options: KlondikePlayOptions): Promise<void> {
  const { impl } = options;
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  if (!Number.isSafeInteger(seed)) throw new UsageError(`--seed must be a whole number, got ${seed}`);
  const { SeededRandom } = (await importKitFile(ctx.kitRoot, RANDOM_SOURCE)) as { SeededRandom: SeededClass };
  const { Game, Cui } = await classesFor(ctx.kitRoot, impl);

  let game: Game;
  try {
    game = new Game(new SeededRandom(seed));
  } catch (error) {
    throw impl === 'student' ? studentError(error, 'dealing a game with your Solitaire', STUDENT_GAME) : referenceError(error, 'dealing a game');
  }
  let cui: InstanceType<CuiClass>;
  try {
    cui = new Cui(ctx.stdin, ctx.stdout);
  } catch (error) {
    throw impl === 'student' ? studentError(error, 'making your SolitaireCUI', STUDENT_CUI) : referenceError(error, 'making the SolitaireCUI');
  }

  const chosen = options.seed === undefined ? 'no --seed given, so one was chosen: ' : '';
  ctx.stdout.write(`Klondike Solitaire, ${chosen}seed ${seed} (\`${replayLine(seed, impl)}\` replays this deal)\n`);
  ctx.stdout.write('Type one command a line: DrawCard | DeckTo x | Link c x | Send c | Restart | Quit (x a list from 1 to 7, c a card such as Spade9)\n');
  let over: boolean;
  try {
    await cui.startGame(game);
    over = game.isWon() || game.isQuit();
  } catch (error) {
    throw impl === 'student' ? studentError(error, 'playing with your classes', STUDENT_CUI) : referenceError(error, 'playing');
  }
  if (!over) ctx.stdout.write(`\nThe input ended before the game was over (\`${replayLine(seed, impl)}\` deals it again).\n`);
}
