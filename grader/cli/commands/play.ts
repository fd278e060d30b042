import { SeededRandom } from '../../../activities/shared/RandomSource.ts';
import { chooseSeed, makePlayBoard, parseGame, parseImpl } from '../../games/boards.ts';
import { wholeNumber } from '../resolve.ts';
import { runPlaySession } from '../../games/playSession.ts';
import type { RegisterCommand } from './index.ts';

interface PlayOptions {
  impl: string;
  seed?: string;
}

/** `cardlab play <game>`: play Elevens, Thirteens or Tens in the terminal. */
export const registerPlay: RegisterCommand = (program, ctx) => {
  program
    .command('play')
    .description('play Elevens, Thirteens or Tens in the terminal')
    .argument('<game>', 'elevens, thirteens or tens')
    .option('--impl <impl>', 'whose board: reference or student', 'reference')
    .option('--seed <n>', 'a whole number that fixes the deal (one is chosen and printed when omitted)')
    .action(async (gameName: string, options: PlayOptions) => {
      const game = parseGame(gameName);
      const impl = parseImpl(options.impl);
      const seed = wholeNumber('--seed', options.seed, { min: Number.MIN_SAFE_INTEGER }) ?? chooseSeed();
      const board = await makePlayBoard(ctx.kitRoot, game, impl, new SeededRandom(seed));
      await runPlaySession({ game, board, input: ctx.stdin, output: ctx.stdout, color: ctx.color, seed });
    });
};
