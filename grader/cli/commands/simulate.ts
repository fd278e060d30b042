import type { Writable } from 'node:stream';
import { chooseSeed } from '../../games/options.ts';
import { openSession } from '../../games/session.ts';
import { formatSimulation, runSimulation, type SimulationResult } from '../../games/simulation.ts';
import { UsageError } from '../context.ts';
import { asUsageError, catalogOf, implFor, otherwise, warnBrokenGames } from '../gameChoice.ts';
import { wholeNumber } from '../resolve.ts';
import { workDirFor } from '../resolve.ts';
import type { RegisterCommand } from '../context.ts';

interface SimulateOptions {
  games: string;
  impl?: string;
  seed?: string;
  dir?: string;
}

/** Enough games for a share won within about half a point (Elevens: 95% of runs within ±0.6%), in about a second. */
const DEFAULT_GAMES = 10_000;

/** Progress is redrawn at most this often, so that printing it never slows the run down. */
const PROGRESS_INTERVAL_MS = 250;

/** A progress line on stderr, only for a person watching a terminal; returns it and a function that erases it. */
export function progressLine(
  stderr: Writable,
  clock: () => number = Date.now,
): { report?: (done: number, total: number) => void; finish: () => void } {
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

/** `cardlab simulate <game> --games N`: estimate how often a game can be won, for any lab that offers it. */
export const registerSimulate: RegisterCommand = (program, ctx) => {
  const { simulations, games: playable } = catalogOf(ctx);
  const names = simulations.map((simulation) => simulation.name);
  program
    .command('simulate')
    .description('play many games automatically and report how many were won')
    .argument('<game>', names.join(', ') || 'no lab of this kit offers a simulation')
    .option('--games <n>', 'how many games to play (a positive whole number)', String(DEFAULT_GAMES))
    .option('--seed <n>', 'a whole number that fixes every deal (one is chosen and printed when omitted)')
    .option('--impl <impl>', 'whose board: reference or student (default: reference where the kit has it)')
    .option('--dir <folder>', 'where your stages are, with --impl student (default: this kit’s activities/)')
    .action(async (name: string, options: SimulateOptions) => {
      warnBrokenGames(ctx);
      const simulation = simulations.find((candidate) => candidate.name === name.toLowerCase());
      if (!simulation) {
        const offered =
          names.length > 0 ? `simulate offers ${names.join(', ')}` : 'no lab of this kit offers a simulation';
        const known = playable.some((game) => game.name === name.toLowerCase());
        throw new UsageError(known ? `${name} has no simulation: ${offered}` : `unknown game "${name}": ${offered}`);
      }
      const games = wholeNumber('--games', options.games, { min: 1 })!;
      const impl = implFor(ctx, options.impl);
      const seed = wholeNumber('--seed', options.seed, { min: Number.MIN_SAFE_INTEGER }) ?? chooseSeed();
      const fast = impl === 'reference';
      const then = otherwise(ctx, impl);
      const spec = {
        kitRoot: ctx.kitRoot,
        workDir: workDirFor(ctx, options.dir),
        lab: simulation.lab,
        driver: simulation.driver,
        impl,
        options: { ...(simulation.fixed ?? {}), seed, fast },
      };
      const session = await openSession(spec).catch((error: unknown) => {
        throw asUsageError(error, then);
      });
      const progress = progressLine(ctx.stderr);
      let result: SimulationResult;
      try {
        result = await runSimulation(session, {
          game: simulation.name,
          games,
          seed,
          fast,
          onProgress: progress.report,
        });
      } catch (error) {
        throw asUsageError(error, then);
      } finally {
        progress.finish();
        await session.close();
      }
      ctx.stdout.write(formatSimulation(result));
    });
};
