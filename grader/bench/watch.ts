/**
 * How long `cardlab watch` takes to show a fresh check after a save: the watcher is started on a copy of a stage,
 * the stage's file is saved (its text changed) a few times, and each time is measured from the write to the
 * check's last line (its verdict, which ends in "run at grading"). The debounce that gathers an editor's writes is
 * part of the figure, as the student waits for it too.
 */
import { spawn } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const VERDICT = /run at grading\n/g;

export async function watchRechecks(
  cli: string,
  cwd: string,
  dir: string,
  stage: string,
  file: string,
  saves: number,
): Promise<number[]> {
  const child = spawn(process.execPath, [cli, 'watch', stage, '--dir', dir], {
    cwd,
    env: { ...process.env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  let waiting: { count: number; resolve: () => void } | undefined;
  const verdicts = () => output.match(VERDICT)?.length ?? 0;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (waiting && verdicts() >= waiting.count) waiting.resolve();
  });
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const verdictNumber = (count: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`watch showed no check within 60 s:\n${output}${errors}`)),
        60_000,
      );
      waiting = {
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      };
      if (verdicts() >= count) waiting.resolve();
    });
  try {
    await verdictNumber(1);
    // The watcher is ready once it says so, after the first check.
    while (!output.includes('for changes')) await new Promise((resolve) => setTimeout(resolve, 20));
    const times: number[] = [];
    for (let save = 1; save <= saves; save++) {
      const started = process.hrtime.bigint();
      appendFileSync(file, `\n// saved ${save}\n`);
      await verdictNumber(save + 1);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
      // Let the watcher settle before the next save, as a person's saves are seconds apart.
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    return times;
  } finally {
    child.kill('SIGINT');
  }
}
