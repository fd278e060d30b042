import type { Writable } from 'node:stream';
import { chooseSeed, parseGame, parseImpl } from '../../games/boards.ts';
import { formatSimulation, runSimulation } from '../../games/simulation.ts';
import { wholeNumber } from '../resolve.ts';
import type { RegisterCommand } from './index.ts';

interface SimulateOptions {
  games: string;
  impl: string;
  seed?: string;
}

/** Progress is redrawn at most this often, so that printing it never slows the run down. */
const PROGRESS_INTERVAL_MS = 250;

/** A progress line on stderr, only for a person watching a terminal; returns it and a function that erases it. */
export function progressLine(stderr: Writable, clock: () => number = Date.now): { report?: (done: number, total: number) => void; finish: () => void } {
  if (!(stderr as Writable & { isTTY?: boolean }).isTTY) return { finish: () => {} };
  let last = clock();
  let shown = false;
  return {
    report(done, total) {
      const now = clock();
      if (now - last < PROGRESS_INTERVAL_MS) return;
      last = now;
      shown = true;
      stderr.write(`\rplayed ${done} of ${total} games (${Math.floor((100 * done) / total)}%)`);
    },
    finish() {
      if (shown) stderr.write('\r\u001b[K');
    },
  };
}

/** `cardlab simulate <game> --games N`: estimate how often a game can be won. */
export const registerSimulate: RegisterCommand = (program, ctx) => {
  program
    .command('simulate')
    .description('play many games automatically and report how many were won')
    .argument('<game>', 'elevens, thirteens or tens')
    .requiredOption('--games <n>', 'how many games to play (a positive whole number)')
    .option('--seed <n>', 'a whole number that fixes every deal (one is chosen and printed when omitted)')
    .option('--impl <impl>', 'whose board: reference or student', 'reference')
    .action(async (gameName: string, options: SimulateOptions) => {
      const game = parseGame(gameName);
      const games = wholeNumber('--games', options.games, { min: 1 })!;
      const impl = parseImpl(options.impl);
      const seed = wholeNumber('--seed', options.seed, { min: Number.MIN_SAFE_INTEGER }) ?? chooseSeed();
      const progress = progressLine(ctx.stderr);
      let result;
      try {
        result = await runSimulation({ game, games, seed, impl, kitRoot: ctx.kitRoot, onProgress: progress.report });
      } finally {
        progress.finish();
      }
      ctx.stdout.write(formatSimulation(result));
    });
};
