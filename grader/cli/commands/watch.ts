import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { forText } from '../../src/report/inert.ts';
import { oneActivity } from '../resolve.ts';
import type { CliContext } from '../context.ts';
import { runCheck } from '../checkRun.ts';
import { workDirFor } from '../resolve.ts';
import type { RegisterCommand } from '../context.ts';

const DEBOUNCE_MS = 150;
const POLL_MS = 500;
/** Clears a terminal and puts the cursor at its top: each report is read alone, not after the one it replaces. */
export const CLEAR_SCREEN = '\x1b[2J\x1b[H';

/** A fingerprint of the folder's .ts files, for the polling fallback. */
function snapshot(folder: string): string {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `${name}:${statSync(path.join(folder, name)).mtimeMs}`)
    .join('|');
}

/** Calls `onChange` whenever a .ts file in the folder changes: fs.watch where it works, polling where it does not. */
function watchFolder(folder: string, poll: boolean, onChange: () => void): () => void {
  if (!poll) {
    try {
      const watcher: FSWatcher = watch(folder, (_event, name) => {
        if (!name || String(name).endsWith('.ts')) onChange();
      });
      return () => watcher.close();
    } catch {
      // Some file systems (network drives, some containers) have no change events: fall back to polling.
    }
  }
  let last = snapshot(folder);
  const timer = setInterval(() => {
    const now = snapshot(folder);
    if (now !== last) {
      last = now;
      onChange();
    }
  }, POLL_MS);
  return () => clearInterval(timer);
}

async function watchActivity(ctx: CliContext, id: string, dir: string | undefined, poll: boolean): Promise<void> {
  const activity = oneActivity(ctx, id, 'watch');
  const folder = path.join(workDirFor(ctx, dir), activity.lab, activity.slug);
  let running: Promise<unknown> = runCheck(ctx, id, dir);
  await running;
  ctx.stdout.write(`\nwatching ${activity.id} for changes${poll ? ' (polling)' : ''}; Ctrl-C stops\n`);
  let timer: NodeJS.Timeout | undefined;
  const rerun = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(async () => {
        // On a terminal the last report is cleared away; written to a file or a pipe, the reports follow one another.
        const tty = Boolean((ctx.stdout as { isTTY?: boolean }).isTTY);
        ctx.stdout.write(
          tty ? `${CLEAR_SCREEN}— change seen, checked again —\n` : '\n— change seen, checking again —\n',
        );
        await runCheck(ctx, id, dir).catch((error: Error) =>
          ctx.stderr.write(`cardlab: ${forText(error.message, { lines: true })}\n`),
        );
      });
    }, DEBOUNCE_MS);
  };
  const stop = watchFolder(folder, poll, rerun);
  await new Promise<void>((resolve) => {
    const end = () => {
      process.off('SIGINT', end);
      stop();
      clearTimeout(timer);
      resolve();
    };
    if (ctx.signal?.aborted) end();
    ctx.signal?.addEventListener('abort', end, { once: true });
    process.once('SIGINT', end);
  });
  await running;
}

export const registerWatch: RegisterCommand = (program, ctx) => {
  program
    .command('watch')
    .description('run `check` on an activity again every time one of its files is saved')
    .argument('<activity>', 'e.g. elevens/02')
    .option('--dir <folder>', 'where your stages are (default: this kit’s activities/)')
    .option('--poll', 'look for changes every half second instead of using file-system events')
    .action(async (id: string, flags: { dir?: string; poll?: boolean }) => {
      await watchActivity(ctx, id, flags.dir, Boolean(flags.poll));
    });
};
