/**
 * The JVM baseline for `simulate`: ElevensSimulation.java plays Elevens by the same rules and in the same steps as
 * the kit's simulation, so both report the same wins for a seed (the bench checks it) and their speeds compare
 * like for like. Both are timed as whole commands, start-up included.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measured } from './measure.ts';

export interface JvmRun {
  ms: number;
  wins: number;
}

/** Compiles the baseline once; undefined (with the reason) where no JDK is installed. */
export function compileBaseline(): { classes: string } | { missing: string } {
  const classes = mkdtempSync(path.join(os.tmpdir(), 'cardlab-jvm-'));
  const source = path.join(import.meta.dirname, 'ElevensSimulation.java');
  const javac = spawnSync('javac', ['-d', classes, source], { encoding: 'utf8' });
  if (javac.error || javac.status !== 0)
    return { missing: `javac failed or is not installed (${javac.error?.message ?? javac.stderr.trim()})` };
  return { classes };
}

export async function runBaseline(classes: string, games: number, seed: number): Promise<JvmRun> {
  const run = await measured('java', ['-cp', classes, 'ElevensSimulation', String(games), String(seed)], {
    cwd: classes,
  });
  return { ms: run.ms, wins: Number(run.stdout.trim()) };
}
