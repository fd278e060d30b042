/**
 * The JVM baselines for `simulate`, timed as whole commands (start-up included), as cardlab's is:
 * - ElevensByObjects.java is the target's baseline: Elevens as the lab's Java program is designed (Card, Deck and
 *   board objects, a simulation calling playIfPossible);
 * - ElevensSimulation.java is a hand-tuned kernel (int arrays and bit masks, as the kit's fast simulation), shown
 *   for reference: what the JVM does with the same algorithm.
 * Both play the same games as the kit for a seed, so all three report the same wins (the bench checks it).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measured } from './measure.ts';

export const BY_OBJECTS = 'ElevensByObjects';
export const KERNEL = 'ElevensSimulation';

export interface JvmRun {
  ms: number;
  wins: number;
}

/** Compiles both baselines once; the reason instead where no JDK is installed. */
export function compileBaselines(): { classes: string } | { missing: string } {
  const classes = mkdtempSync(path.join(os.tmpdir(), 'cardlab-jvm-'));
  const sources = [BY_OBJECTS, KERNEL].map((name) => path.join(import.meta.dirname, `${name}.java`));
  const javac = spawnSync('javac', ['-d', classes, ...sources], { encoding: 'utf8' });
  if (javac.error || javac.status !== 0)
    return { missing: `javac failed or is not installed (${javac.error?.message ?? javac.stderr.trim()})` };
  return { classes };
}

export async function runBaseline(classes: string, program: string, games: number, seed: number): Promise<JvmRun> {
  const run = await measured('java', ['-cp', classes, program, String(games), String(seed)], { cwd: classes });
  return { ms: run.ms, wins: Number(run.stdout.trim()) };
}
