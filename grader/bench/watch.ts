/**
 * How long a watcher takes to show fresh results after a save: the watcher is started on a copy of a stage, the
 * stage's file is saved (its text changed) a few times, and each time is measured from the write to the run's last
 * line. Both watchers are timed so: `cardlab watch` (its check's verdict ends in "run at grading") and, as its peer,
 * vitest's own watch mode on the same test files (each run ends in "Watching for file changes", or "Waiting" when
 * all pass). The debounce that gathers an editor's writes is part of the figure, as the student waits for it too.
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

export interface Watcher {
  command: string;
  args: string[];
  cwd: string;
  /** The line that ends each run (global: every run's is counted). */
  runEnds: RegExp;
}

export const cardlabWatcher = (cli: string, cwd: string, stage: string, dir: string): Watcher => ({
  command: process.execPath,
  args: [cli, 'watch', stage, '--dir', dir],
  cwd,
  runEnds: /run at grading\n/g,
});

export const vitestWatcher = (vitest: string, config: string, root: string, dir: string): Watcher => ({
  command: process.execPath,
  args: [vitest, 'watch', '--config', config, '--root', root, '--dir', dir],
  cwd: root,
  runEnds: /(Watching|Waiting) for file changes/g,
});

export async function watchReruns(watcher: Watcher, file: string, saves: number): Promise<number[]> {
  const child = spawn(watcher.command, watcher.args, {
    cwd: watcher.cwd,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  let waiting: { count: number; resolve: () => void } | undefined;
  const runs = () => output.match(watcher.runEnds)?.length ?? 0;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (waiting && runs() >= waiting.count) waiting.resolve();
  });
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const runNumber = (count: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the watcher showed no run within 60 s:\n${output.slice(-3000)}${errors.slice(-2000)}`)),
        60_000,
      );
      waiting = {
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      if (runs() >= count) waiting.resolve();
    });
  try {
    // The watcher is ready once its first run has ended (and it said it watches).
    await runNumber(1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const times: number[] = [];
    for (let save = 1; save <= saves; save++) {
      const started = process.hrtime.bigint();
      appendFileSync(file, `\n// saved ${save}\n`);
      await runNumber(runs() + 1);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      // Let the watcher settle before the next save, as a person's saves are seconds apart.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return times;
  } finally {
    child.kill('SIGINT');
  }
}
