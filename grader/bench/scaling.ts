/**
 * How `grade-all` scales with cores: the same class graded on the first 1, 2, … of the CPUs the bench may use
 * (taskset: the grader sees only those, run/cores.ts), each run timed and its process tree's memory sampled. The
 * time per submission should fall as cores are added, close to in proportion; the peak memory should follow the
 * students graded at once (which follow the cores), never the class's size.
 */
import { appendFileSync, cpSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measured, seconds } from './measure.ts';
import { ratio, type Row } from './targets.ts';

export interface ScalePoint {
  cores: number;
  /** Wall seconds per submission. */
  seconds: number;
  peakMb?: number;
}

/** The CPUs this process may run on, in order (its affinity list: a bench itself run under taskset keeps to it). */
export function allowedCpus(): number[] {
  try {
    const list = /Cpus_allowed_list:\s*(\S+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? '';
    const cpus = list.split(',').flatMap((range) => {
      const [from, to = from] = range.split('-').map(Number);
      return Array.from({ length: to! - from! + 1 }, (_, k) => from! + k);
    });
    if (cpus.length > 0 && cpus.every(Number.isInteger)) return cpus;
  } catch {
    // Not Linux: no affinity list to read.
  }
  return Array.from({ length: os.availableParallelism() }, (_, k) => k);
}

/**
 * The points of the curve: 1, 2 and every core, each once; or the core counts `wanted` names (`BENCH_CURVE=2,4,8,16`:
 * on a big machine, where one core alone would take long), kept to those the bench may use.
 */
export function curveCores(all: number, wanted?: string): number[] {
  const named = wanted
    ?.split(',')
    .map((text) => Number(text.trim()))
    .filter((cores) => Number.isInteger(cores) && cores >= 1);
  const points = named && named.length > 0 ? named : [1, 2, all];
  return [...new Set(points.filter((cores) => cores <= all))].sort((a, b) => a - b);
}

/** Grades `classDir` (every submission, `--force`) on the first `cores` allowed CPUs. */
export async function gradeAllOn(
  cli: string,
  cwd: string,
  classDir: string,
  out: string,
  size: number,
  cores: number,
): Promise<ScalePoint> {
  const cpus = allowedCpus().slice(0, cores).join(',');
  const args = ['-c', cpus, process.execPath, cli, 'grade-all', classDir, '--out', out, '--force'];
  const run = await measured('taskset', args, { cwd, sampleMemory: 100 });
  return { cores, seconds: run.ms / 1000 / size, peakMb: run.peakMb };
}

/**
 * A copy of `four` at `to` that differs from every other student's: a comment naming the student ends each of its
 * TypeScript files. A real class has no two submissions alike, and a grader process compiles a file's content once
 * (run/codeStore.ts): a class of identical copies would be compiled once per process, which favours fewer processes.
 */
export function studentCopy(four: string, to: string): void {
  cpSync(four, to, { recursive: true });
  const name = path.basename(to);
  for (const file of readdirSync(to, { recursive: true, encoding: 'utf8' }))
    if (file.endsWith('.ts')) appendFileSync(path.join(to, file), `\n// ${name}\n`);
}

const plural = (cores: number) => `${cores} core${cores === 1 ? '' : 's'}`;

/**
 * The scaling figures: a class of two four-lab submissions a core (so that every core has work; each its own copy,
 * studentCopy) graded on 1, 2 and every core, then a larger one on every core. Each step of the curve must be faster in proportion to the cores, less
 * a quarter (2 → 16 cores: at least 6×); a submission must cost no more in the larger class; the peak memory must not
 * grow with the class, and is shown per core.
 */
export async function scalingRows(
  cli: string,
  work: string,
  four: string,
  out: (line?: string) => void,
): Promise<Row[]> {
  const cores = allowedCpus().length;
  const small = Math.max(4, 2 * cores);
  const large = Math.max(Number(process.env.BENCH_CLASS_SIZE ?? 20), 4 * cores);
  const classOf = (size: number) => {
    const dir = path.join(work, `class-${size}`);
    for (let i = 1; i <= size; i++) studentCopy(four, path.join(dir, `student-${String(i).padStart(3, '0')}`));
    return dir;
  };
  const say = (size: number, point: ScalePoint) =>
    out(
      `${`grade-all, ${size} four-lab submissions, on ${plural(point.cores)}`.padEnd(58)} ${seconds(point.seconds * size * 1000).padStart(8)}   (one run; ${point.seconds.toFixed(2)} s each, peak ${Math.round(point.peakMb ?? 0)} MB)`,
    );
  const rows: Row[] = [];
  const smallClass = classOf(small);
  const curve: ScalePoint[] = [];
  for (const n of curveCores(cores, process.env.BENCH_CURVE)) {
    curve.push(await gradeAllOn(cli, work, smallClass, path.join(work, `grades-${n}`), small, n));
    say(small, curve.at(-1)!);
  }
  out(
    `  the curve, seconds per submission: ${curve.map((p) => `${plural(p.cores)} ${p.seconds.toFixed(2)}`).join(' → ')}`,
  );
  // Each step of the curve, and from its first point to its last where that is more than one step (2 → 16: ≥ 6×).
  const steps = curve.slice(1).map((to, k) => [curve[k]!, to] as const);
  if (curve.length > 2) steps.push([curve[0]!, curve.at(-1)!]);
  for (const [from, to] of steps) {
    const needed = 0.75 * (to.cores / from.cores);
    rows.push({
      figure: `grade-all per submission, ${from.cores} → ${plural(to.cores)}`,
      measured: `${from.seconds.toFixed(2)} → ${to.seconds.toFixed(2)} s`,
      judged: `${(from.seconds / to.seconds).toFixed(2)}× faster`,
      target: `≥ ${needed.toFixed(2)}× faster`,
      met: from.seconds / to.seconds >= needed,
    });
  }
  const widest = curve.at(-1)!;
  const big = await gradeAllOn(cli, work, classOf(large), path.join(work, 'grades-large'), large, cores);
  say(large, big);
  // Linear: a submission costs no more in the larger class than in the smaller one (a tenth more is noise).
  rows.push({
    figure: `grade-all grows linearly (${small} → ${large})`,
    measured: `${widest.seconds.toFixed(2)} → ${big.seconds.toFixed(2)} s each`,
    judged: ratio(big.seconds, widest.seconds),
    target: '≤ 1.1×',
    met: big.seconds <= 1.1 * widest.seconds,
  });
  if (big.peakMb !== undefined && widest.peakMb !== undefined)
    rows.push({
      figure: `peak memory, grade-all (${small} → ${large})`,
      measured: `${Math.round(widest.peakMb)} → ${Math.round(big.peakMb)} MB, ${Math.round(big.peakMb / cores)} MB a core`,
      judged: ratio(big.peakMb, widest.peakMb),
      target: '≤ 1.2× (not the class size)',
      met: big.peakMb <= 1.2 * widest.peakMb,
    });
  return rows;
}
