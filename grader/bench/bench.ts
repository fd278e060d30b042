/**
 * `npm run bench`: the speed figures the issues set targets for, measured through the real CLI on this machine.
 * Timed tests would be flaky; a benchmark reports, and the targets are printed beside the figures.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { KIT_ROOT } from '../cli/context.ts';
import { listActivities } from '../src/activities.ts';
import { assembleSubmission, type Recipe } from '../src/assemble.ts';

const CLI = path.join(KIT_ROOT, 'grader', 'bin', 'cardlab.js');
const RUNS = 3;

function timeCli(args: string[], cwd: string, env: Record<string, string> = {}): { ms: number; stdout: string } {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (result.status !== 0) throw new Error(`cardlab ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return { ms, stdout: result.stdout };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function measure(label: string, args: string[], cwd: string, { runs = RUNS, env = {} as Record<string, string> } = {}): number {
  if (runs > 1) timeCli(args, cwd, env); // warm-up: tsx's transform cache, the OS file cache
  const times = Array.from({ length: runs }, () => timeCli(args, cwd, env).ms);
  const ms = median(times);
  process.stdout.write(`${label.padEnd(52)} ${(ms / 1000).toFixed(2).padStart(7)} s   (median of ${runs}: ${times.map((t) => (t / 1000).toFixed(2)).join(', ')})\n`);
  return ms;
}

/** What the confinement of graded code costs: one whole four-lab grade under each confinement this machine has. */
function confinementCost(work: string): void {
  const all = listActivities(KIT_ROOT);
  const submission = path.join(work, 'four-labs');
  assembleSubmission(KIT_ROOT, all, Object.fromEntries(all.map((a) => [a.id, 'reference'])) as Recipe, submission);
  process.stdout.write(`\nwhole four-lab grade (${all.length} activities, every reference), by confinement:\n`);
  const kinds = ['bubblewrap', ...(process.getuid?.() === 0 ? ['user'] : []), 'none'];
  const times = Object.fromEntries(kinds.map((kind) => [kind, measure(`  grade under ${kind}`, ['grade', submission], work, { runs: 1, env: { CARDLAB_CONFINEMENT: kind } })]));
  process.stdout.write(`  target (the speed issue): ≤ 6 s under confinement: ${times.bubblewrap! <= 6_000 ? 'met' : 'NOT met'}; before confinement (main as the speed issue was filed) 15.8–18.3 s\n`);
}

const work = mkdtempSync(path.join(os.tmpdir(), 'cardlab-bench-'));
try {
  const activities = listActivities(KIT_ROOT, 'elevens');
  const submission = path.join(work, 'reference');
  assembleSubmission(KIT_ROOT, activities, Object.fromEntries(activities.map((a) => [a.id, 'reference'])) as Recipe, submission);
  process.stdout.write(`cardlab bench · node ${process.version} · ${os.cpus().length} cores · ${os.cpus()[0]?.model ?? ''}\n\n`);
  const check = measure('cardlab check elevens/02 (stub)', ['check', 'elevens/02'], work);
  const grade = measure('cardlab grade (all 11 Elevens activities)', ['grade', submission], work);
  const games = 1_000_000;
  const simulate = measure(`cardlab simulate elevens --games ${games}`, ['simulate', 'elevens', '--games', String(games), '--seed', '1'], work);
  const perSecond = Math.round(games / (simulate / 1000));
  confinementCost(work);
  process.stdout.write(`\n${'figure'.padEnd(44)} ${'measured'.padStart(12)}   target\n`);
  process.stdout.write(`${'check elevens/02 wall time'.padEnd(44)} ${`${(check / 1000).toFixed(2)} s`.padStart(12)}   ≤ 1.5 s ${check <= 1500 ? 'met' : 'NOT met'}\n`);
  process.stdout.write(`${'full Elevens grade wall time'.padEnd(44)} ${`${(grade / 1000).toFixed(2)} s`.padStart(12)}   ≤ 10 s ${grade <= 10_000 ? 'met' : 'NOT met'}\n`);
  process.stdout.write(`${'simulate elevens (games/s, whole command)'.padEnd(44)} ${perSecond.toLocaleString('en').padStart(12)}   ≥ 500,000 ${perSecond >= 500_000 ? 'met' : 'NOT met'}\n`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
