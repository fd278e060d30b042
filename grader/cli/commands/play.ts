import { SeededRandom } from '../../../activities/shared/RandomSource.ts';
import { chooseSeed, GAME_NAMES, makePlayBoard, parseGame, parseImpl } from '../../games/boards.ts';
import { runPlaySession } from '../../games/playSession.ts';
import { UsageError } from '../context.ts';
import { wholeNumber } from '../resolve.ts';
import type { RegisterCommand } from './index.ts';

interface PlayOptions {
  impl: string;
  seed?: string;
  rows?: string;
  draw?: string;
  game?: string;
}

const OTHER_GAMES = ['pyramid', 'montecarlo', 'klondike'] as const;

/** Options that belong to one game only are refused for the others, so a typo never goes unnoticed. */
function refuseOptions(game: string, options: PlayOptions, allowed: (keyof PlayOptions)[]): void {
  for (const name of ['seed', 'rows', 'draw', 'game'] as const) {
    if (options[name] !== undefined && !allowed.includes(name)) throw new UsageError(`--${name} does not apply to ${game}`);
  }
}

/** `cardlab play <game>`: every game of the kit in the terminal, with the reference or the student's classes. */
export const registerPlay: RegisterCommand = (program, ctx) => {
  program
    .command('play')
    .description('play a game of the labs in the terminal (Elevens, Thirteens, Tens, Pyramid, Monte Carlo, Klondike)')
    .argument('<game>', [...GAME_NAMES, ...OTHER_GAMES].join(', '))
    .option('--impl <impl>', 'whose classes: reference or student', 'reference')
    .option('--seed <n>', 'a whole number that fixes the deal (one is chosen and printed when omitted)')
    .option('--rows <n>', 'pyramid: rows of the pyramid (default 7)')
    .option('--draw <n>', 'pyramid: draw cards (default 3)')
    .option('--game <n>', 'montecarlo: the game number to start with')
    .action(async (gameName: string, options: PlayOptions) => {
      const impl = parseImpl(options.impl);
      const seed = wholeNumber('--seed', options.seed, { min: Number.MIN_SAFE_INTEGER });
      const name = gameName.toLowerCase();
      if (name === 'pyramid') {
        refuseOptions(name, options, ['seed', 'rows', 'draw']);
        const { playPyramid } = await import('../../games/pyramid/play.ts');
        await playPyramid(ctx, { impl, seed, rows: wholeNumber('--rows', options.rows, { min: 1 }), draw: wholeNumber('--draw', options.draw, { min: 0 }) });
        return;
      }
      if (name === 'montecarlo') {
        refuseOptions(name, options, ['game']);
        const { playMonteCarlo } = await import('../../games/montecarlo/play.ts');
        await playMonteCarlo(ctx, { impl, game: wholeNumber('--game', options.game, { min: 0 }) });
        return;
      }
      if (name === 'klondike') {
        refuseOptions(name, options, ['seed']);
        const { playKlondike } = await import('../../games/klondike/play.ts');
        await playKlondike(ctx, { impl, seed });
        return;
      }
      refuseOptions(name, options, ['seed']);
      const game = parseGame(gameName);
      const chosen = seed ?? chooseSeed();
      const board = await makePlayBoard(ctx.kitRoot, game, impl, new SeededRandom(chosen));
      await runPlaySession({ game, board, input: ctx.stdin, output: ctx.stdout, color: ctx.color, seed: chosen });
    });
};
