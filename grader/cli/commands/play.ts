import { driverOptions, GameOptionError, parseGameOptions } from '../../games/options.ts';
import type { GameEntry, GameOption } from '../../games/registry.ts';
import { openSession } from '../../games/session.ts';
import { UsageError } from '../context.ts';
import { asUsageError, catalogOf, implFor, otherwise, warnBrokenGames, type Impl } from '../gameChoice.ts';
import { workDirFor } from '../resolve.ts';
import type { RegisterCommand } from '../context.ts';

/** Every option some game takes, once, with the games that take it. */
function gameOptions(games: readonly GameEntry[]): { option: GameOption; games: string[] }[] {
  const found = new Map<string, { option: GameOption; games: string[] }>();
  for (const game of games) {
    for (const option of game.options) {
      const entry = found.get(option.name) ?? { option, games: [] };
      entry.games.push(game.name);
      found.set(option.name, entry);
    }
  }
  return [...found.values()];
}

/** The command line that plays a game again with the same option values. */
function replayLine(
  game: GameEntry,
  impl: Impl,
  dir: string | undefined,
): (values: Readonly<Record<string, number>>) => string {
  return (values) => {
    const options = game.options.map((option) => ` --${option.name} ${values[option.name]}`).join('');
    const where = dir === undefined ? '' : ` --dir ${dir}`;
    return `cardlab play ${game.name}${options}${impl === 'student' ? ' --impl student' : ''}${where}`;
  };
}

/** `cardlab play <game>`: a game of a lab in the terminal, with the reference classes or the student's. */
export const registerPlay: RegisterCommand = (program, ctx) => {
  const { games } = catalogOf(ctx);
  const names = games.map((game) => game.name);
  const command = program
    .command('play')
    .description('play a game of the labs in the terminal')
    .argument('<game>', names.join(', ') || 'no lab of this kit has a game')
    .option('--impl <impl>', 'whose classes: reference or student (default: reference where the kit has it)')
    .option('--dir <folder>', 'where your stages are, with --impl student (default: this kit’s activities/)');
  const options = gameOptions(games);
  for (const { option, games: takers } of options) {
    const fallback = option.default === undefined ? '' : ` (default ${option.default})`;
    command.option(`--${option.name} <n>`, `${takers.join(', ')}: ${option.description}${fallback}`);
  }
  command.action(async (name: string, flags: Record<string, string | undefined>) => {
    warnBrokenGames(ctx);
    const game = games.find((candidate) => candidate.name === name.toLowerCase());
    const choose = names.length > 0 ? `choose one of ${names.join(', ')}` : 'no lab of this kit has a game';
    if (!game) throw new UsageError(`unknown game "${name}": ${choose}`);
    const impl = implFor(ctx, flags.impl);
    let values: Record<string, number>;
    try {
      values = parseGameOptions(
        game,
        Object.fromEntries(options.map(({ option }) => [option.name, flags[option.name]])),
        'flag',
      );
    } catch (error) {
      throw error instanceof GameOptionError ? new UsageError(error.message) : error;
    }
    const workDir = workDirFor(ctx, flags.dir);
    const then = otherwise(ctx, impl);
    const session = await openSession({
      kitRoot: ctx.kitRoot,
      workDir,
      lab: game.lab,
      driver: game.driver,
      impl,
      options: driverOptions(game, values),
    }).catch((error: unknown) => {
      throw asUsageError(error, then);
    });
    try {
      const shell = await game.terminal();
      await shell(
        session,
        { input: ctx.stdin, output: ctx.stdout, color: ctx.color },
        { game, values, replay: replayLine(game, impl, flags.dir) },
      );
    } catch (error) {
      throw asUsageError(error, then);
    } finally {
      await session.close();
    }
  });
};
