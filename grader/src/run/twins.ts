import type { RunGraph } from './graph.ts';
import type { TestRun } from './types.ts';

// A test file run on a buggy implementation (or a wheat) that never reaches the class put in the reference's place
// runs exactly as it did on the reference: the same modules, the same code, the same start (Math.random and the date
// are the same at every file's start, worker/random.ts). A four-lab grade ran 77 of its 245 such files for nothing,
// a quarter of the student's tests' time. Such a file takes the results of its twin, the same file in the run named
// by its run's `sameAs` (types.ts), and is not run. Whether two files are twins is read from the modules each would
// be sent, never from names: a function of the submission and the kit alone.

/** A file of a run as planned: what a worker would be sent for it. */
interface PlannedFile {
  run: TestRun;
  file: string;
  graph: RunGraph;
  work: { item: number; path: string; entry: string; timeoutMs: number };
}

/**
 * What a worker loads for `entry`, written out: every module it reaches (by its imports, and the reference a subject
 * shown uniformly is shown as, worker/uniform.ts), each with its code and its imports' keys.
 */
function reached(graph: RunGraph, entry: string): string {
  const uniform = new Map(graph.uniform.map((subject) => [subject.module, subject.reference]));
  const seen = new Set<string>([entry]);
  const todo = [entry];
  while (todo.length > 0) {
    const key = todo.pop()!;
    const next = [...Object.values(graph.modules[key]?.deps ?? {}), uniform.get(key)];
    for (const dep of next)
      if (typeof dep === 'string' && !seen.has(dep)) {
        seen.add(dep);
        todo.push(dep);
      }
  }
  return JSON.stringify([...seen].sort().map((key) => [key, graph.modules[key] ?? null, uniform.get(key) ?? null]));
}

/**
 * The files that need not run: each with the file whose results it takes (by their `item`), the same file of the run
 * its run is `sameAs`, loading exactly the same modules with the same time limit.
 */
export function twinsOf(planned: PlannedFile[]): Map<number, number> {
  const byRunFile = new Map(planned.map((entry) => [`${entry.run.id}\0${entry.file}`, entry]));
  const twins = new Map<number, number>();
  for (const copy of planned) {
    if (copy.run.sameAs === undefined) continue;
    const original = byRunFile.get(`${copy.run.sameAs}\0${copy.file}`);
    if (
      original &&
      original.run.sameAs === undefined &&
      original.work.path === copy.work.path &&
      original.work.timeoutMs === copy.work.timeoutMs &&
      reached(original.graph, original.work.entry) === reached(copy.graph, copy.work.entry)
    )
      twins.set(copy.work.item, original.work.item);
  }
  return twins;
}
