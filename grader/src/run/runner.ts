import { randomInt } from 'node:crypto';
import { kitPaths } from '../kit/kit.ts';
import { confinement, probeConfinement } from '../sandbox/confinement.ts';
import { protectKitSecrets } from '../sandbox/secrets.ts';
import { CodeStore } from './codeStore.ts';
import { FileFacts, plainRole, runGraph, type RunGraph } from './graph.ts';
import { twinsOf } from './twins.ts';
import { addFileOutcome, frameMapper } from './outcomes.ts';
import { runJobs, type Job } from './pool.ts';
import { slots } from './workers.ts';
import type { CoverageOut, WorkItem } from './protocol.ts';
import { workerRuntime } from '../kit/generated.ts';
import type { CoverageData, RunOptions, RunOutcome, TestRun } from './types.ts';

export type * from './types.ts';

// A job (one worker process) runs at most this many files, so that a very large group is still spread over the cores
// where no split over the slots (below) spreads it. Not fewer: each worker's boot (Node, the runtime, its realm
// frozen) costs about a tenth of a second of CPU, and a fresh worker compiles again (the JIT) the runtime and the
// lab's code the last one had warmed. A grade's student tests (on their code, the buggy implementations and the
// wheats: some 270 files for four labs) took five workers at 64 files a job (a four-lab grade 3.1 s -> 2.9 s on 2
// cores at 160), then two at 160; since a grade's analysis thread holds a slot (score/grade.ts), those two ran one
// after the other on 2 cores anyway, and as one job they cost 0.2 s less CPU (4.16 -> 4.01 s a grade; a class of
// eight, 26.9 -> 25.1 s). A worker stopped for a hang loses nothing by its length: the rest of its files run again in
// a fresh one (attempt.ts, runItems).
const FILES_PER_JOB = 300;
// A group is split over the slots only where each part keeps at least this many files: a grade's hidden suites (some
// 30 files) and its coverage run (some 30) are one job each, beside the student tests' own, rather than two each
// (two boots fewer: a four-lab grade 2.85 s -> 2.65 s on 2 cores, the cores as busy).
const MIN_FILES_PER_JOB = 20;

/**
 * How many jobs a group of `files` files becomes: at most FILES_PER_JOB files each, and split further over
 * `slotsFree` worker slots in parts of MIN_FILES_PER_JOB files or more.
 */
export function partsOf(files: number, slotsFree: number): number {
  return Math.max(Math.ceil(files / FILES_PER_JOB), Math.min(slotsFree, Math.floor(files / MIN_FILES_PER_JOB)));
}

/**
 * The worker slots a run's groups are split over: every slot its grade may count on (workers.ts: all of them, or a
 * student's share in a class), less the one a type check beside holds (`typeCheckBeside`).
 */
export function slotsToSplitOver({ typeCheckBeside = false }: Pick<RunOptions, 'typeCheckBeside'>): number {
  return Math.max(1, slots.share() - (typeCheckBeside ? 1 : 0));
}

const stores = new Map<string, CodeStore>();

function storeFor(root: string): CodeStore {
  let store = stores.get(root);
  if (!store) stores.set(root, (store = new CodeStore(root)));
  return store;
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Charged files by tier, then rank (a stable sort keeps the shuffled order among others). */
function compareCharges(a: Planned['charge'], b: Planned['charge']): number {
  if (!a || !b) return 0;
  if (a.tier !== b.tier) return a.tier - b.tier;
  return a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0;
}

interface Planned {
  run: TestRun;
  file: string;
  graph: RunGraph;
  work: Omit<WorkItem, 'skip'>;
  /** Where the whole-run limit charges it (budget.ts); none for kit code alone, which it never stops. */
  charge?: { pool: string; tier: number; rank: string };
}

/** Where the whole-run limit charges the `k`th file of a run (types.ts TestRun.budget). */
function chargeOf(run: TestRun, k: number): Planned['charge'] {
  if (run.kitOnly) return undefined;
  const rank = run.budget?.ranks[k];
  if (run.budget && rank === undefined) throw new Error(`run ${run.id}: no budget rank for file ${run.files[k]}`);
  return run.budget
    ? { pool: run.budget.pool, tier: run.budget.tier, rank: rank! }
    : { pool: `run:${run.id}`, tier: 0, rank: String(k).padStart(6) };
}

/**
 * Which files may share a worker process: kit code alone (a hidden suite on the reference, `verify`) with other kit
 * code; graded files only within their run's group (types.ts); a graded run without a group gets a process per
 * file. A group's files run in the order the whole-run limit charges them (budget.ts), so that a file is stopped as
 * soon as it lies past its share; that order is the plan's, a hash no student can foresee (plan/budgetRanks.ts: the
 * order must not tell a test which run it is in); kit code alone runs in a random order. Split into jobs of at most
 * FILES_PER_JOB files.
 */
function jobsOf(planned: Planned[], coverage: boolean, slotsFree: number): Job[] {
  const groups = new Map<string, Planned[]>();
  for (const item of planned) {
    const group = item.run.kitOnly ? 'kit' : item.run.group ? `graded:${item.run.group}` : `file:${item.work.item}`;
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  const jobs: Job[] = [];
  for (const members of groups.values()) {
    const order = shuffled(members).sort((a, b) => compareCharges(a.charge, b.charge));
    // Kit code alone is split so that every worker slot free for it gets a share (slotsToSplitOver). Graded code is
    // split by its number of files only: each worker's first file pays for warming it (the runtime compiled, the
    // runner's code made hot), so a split that followed the cores charged the same tests more CPU time on four cores
    // than on two, and the whole-run limit left the hidden suites another share (budget.ts).
    const graded = members.some(({ run }) => !run.kitOnly);
    const count = partsOf(order.length, graded ? 1 : slotsFree);
    for (let k = 0; k < count; k++) {
      const share = order.filter((_, i) => i % count === k);
      jobs.push({
        items: share.map(({ work }) => ({ work })),
        coverage,
        beyondLimit: share.every(({ run }) => run.kitOnly),
      });
    }
  }
  // The longest first, so the cores finish together.
  return jobs.sort((a, b) => b.items.length - a.items.length);
}

/**
 * Runs every TestRun (docs/DESIGN.md, contract 7): graded code in confined worker processes
 * (sandbox/workerProcess.ts), each run with its own instances of its modules, bound as its binding says (graph.ts).
 * Outcomes come from the test runner's own results, sent as data, never from what the code prints. A test that holds
 * its worker past its limit costs that test only: the rest of its file runs again in a fresh process (pool.ts).
 */
export async function runTests(runs: TestRun[], options: RunOptions): Promise<Map<string, RunOutcome>> {
  const outcomes = new Map<string, RunOutcome>(runs.map((run) => [run.id, { tests: [], fileErrors: [] }]));
  if (runs.every((run) => run.files.length === 0)) return outcomes;
  const kit = kitPaths(options.root);
  // The machine's confinement is tried while the files compile (its trials are processes of their own).
  const confinementKnown = options.ready ?? probeConfinement();
  const store = storeFor(options.root);
  store.forgetGraded();
  const keep = options.keepCompiled ?? false;
  const compile = (file: string, name: string, graded: boolean) => store.compile(file, name, graded, keep);
  const planned: Planned[] = [];
  const facts = new FileFacts();
  for (const run of runs) {
    if (run.files.length === 0) continue;
    const graph = runGraph(run, compile, facts);
    graph.entries.forEach((entry, k) => {
      const work = {
        item: planned.length,
        path: plainRole(entry),
        entry,
        modules: graph.modules,
        uniform: graph.uniform,
        timeoutMs: run.timeoutMs,
      };
      planned.push({ run, file: run.files[k]!, graph, work, charge: chargeOf(run, k) });
    });
  }
  store.save();
  // A file that runs on a buggy implementation as on the reference (it never reaches the buggy class) is not run.
  const twins = twinsOf(planned);
  const toRun = planned.filter(({ work }) => !twins.has(work.item));
  // The student's modules are kept while these runs need them (sent to workers, traces and coverage mapped), then let
  // go: a class graded in this process must not keep every student's (codeStore.ts).
  const release = store.use(planned.flatMap(({ graph }) => Object.values(graph.modules).map((module) => module.code)));
  try {
    await confinementKnown;
    if (confinement().kind === 'user') protectKitSecrets(kit);
    const jobs = jobsOf(toRun, Boolean(options.coverage), slotsToSplitOver(options));
    const { results, coverage } = await runJobs(jobs, {
      store,
      runtime: workerRuntime(),
      limitMs: options.limitMs,
      charged: toRun.flatMap(({ work, charge }) => (charge ? [{ item: work.item, ...charge }] : [])),
      confirmStops: options.confirmStops ?? true,
    });
    for (const [copy, original] of twins) {
      const result = results.get(original);
      if (result) results.set(copy, structuredClone(result));
    }
    for (const item of planned)
      addFileOutcome(
        outcomes.get(item.run.id)!,
        item.file,
        results.get(item.work.item),
        frameMapper(item.graph, store),
      );
    if (options.coverage) options.coverage(coverageData(planned, coverage, store));
    return outcomes;
  } finally {
    release();
  }
}

/** The coverage the workers sent, by real file (a graded file is one module whatever run loaded it) and run. */
function coverageData(planned: Planned[], entries: CoverageOut[], store: CodeStore): CoverageData[] {
  const fileOfCode = new Map<string, string>();
  for (const { graph } of planned)
    for (const [key, module] of Object.entries(graph.modules)) fileOfCode.set(module.code, graph.files.get(key)!);
  const runOfItem = new Map(planned.map(({ run, work }) => [work.item, run.id]));
  return entries.flatMap(({ item, code: id, wrapperLength, functions }) => {
    const file = fileOfCode.get(id);
    const run = runOfItem.get(item);
    const code = store.code(id);
    return file && run && code !== undefined
      ? [{ run, file, code, map: store.sourceMap(id), wrapperLength, functions }]
      : [];
  });
}
