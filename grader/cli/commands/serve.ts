import path from 'node:path';
import { UsageError } from '../context.ts';
import { catalogOf, hasReference, implFor, warnBrokenGames } from '../gameChoice.ts';
import { wholeNumber } from '../resolve.ts';
import { workDirFor } from '../resolve.ts';
import type { RegisterCommand } from '../context.ts';

/** The port `serve` listens on unless told otherwise. */
export const DEFAULT_PORT = 8321;

interface ServeFlags {
  port?: string;
  impl?: string;
  dir?: string;
  poll?: boolean;
}

/** `cardlab serve`: the student's progress and every game of the kit's labs, in the browser. */
export const registerServe: RegisterCommand = (program, ctx) => {
  program
    .command('serve')
    .description('your stages and the labs’ games in the browser, on this machine only')
    .option('--port <n>', `the port to listen on (default ${DEFAULT_PORT})`)
    .option(
      '--impl <impl>',
      'whose classes play the games: reference or student (default: reference where the kit has it)',
    )
    .option('--dir <folder>', 'where your stages are (default: this kit’s activities/)')
    .option('--poll', 'look for saved files every half second instead of using file-system events')
    .action(async (flags: ServeFlags) => {
      warnBrokenGames(ctx);
      const port = wholeNumber('--port', flags.port, { min: 1 }) ?? DEFAULT_PORT;
      if (port > 65_535) throw new UsageError(`--port must be a port number from 1 to 65535, got "${flags.port}"`);
      const { startServer } = await import('../../web/server.ts');
      let server;
      try {
        server = await startServer({
          kitRoot: ctx.kitRoot,
          workDir: workDirFor(ctx, flags.dir),
          outDir: path.resolve(ctx.cwd, '.cardlab', 'serve'),
          port,
          impl: implFor(ctx, flags.impl),
          hasReference: hasReference(ctx.kitRoot),
          catalog: catalogOf(ctx),
          poll: flags.poll,
        });
      } catch (error) {
        throw error instanceof Error && /already in use/.test(error.message) ? new UsageError(error.message) : error;
      }
      const games = catalogOf(ctx).games.map((game) => `${server.url}play/${game.name}`);
      ctx.stdout.write(
        `cardlab serve: ${server.url} (your stages; Ctrl-C stops)\n${games.map((line) => `  ${line}\n`).join('')}`,
      );
      await new Promise<void>((resolve) => {
        const stop = () => {
          process.off('SIGINT', stop);
          resolve();
        };
        if (ctx.signal?.aborted) stop();
        ctx.signal?.addEventListener('abort', stop, { once: true });
        process.once('SIGINT', stop);
      });
      await server.close();
    });
};
