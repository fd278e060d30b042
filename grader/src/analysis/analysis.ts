import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { stagesOfLabs, type Activity } from '../kit/activities.ts';
import type { ForbiddenUse } from './forbidden.ts';
import { ANALYSIS_LIMIT_MS, analysisStopped, ThreadBudget } from './analysisBudget.ts';
import { generatedBundle } from '../kit/generated.ts';
import { DEEP_STACK_MB, isStackOverflow } from '../run/deepStack.ts';
import type { KitPaths } from '../kit/kit.ts';
import type { TypeProblem } from './typeProblem.ts';
import type { TypeCheckOptions } from './typecheck.ts';

/** What the analysis thread is asked: the type check (with its options) and/or the forbidden-API rules. */
export interface AnalysisRequest {
  kitRoot: string;
  root: string;
  activities: Activity[];
  /** Every stage of the labs of `activities`, as the grader read them (labStages.ts). */
  stages: Activity[];
  types: false | TypeCheckOptions;
  /** Whether the lab rules are checked, and how the files run: with the student's own stages (`check`, `list`)? */
  rules: false | { ownStages: boolean };
  /** Whether the stage files are compared with their stubs (analysis/stubConformance.ts): `check` and `list`. */
  api?: boolean;
}

export interface Analysis {
  typeProblems: Map<string, TypeProblem[]>;
  forbidden: Map<string, ForbiddenUse[]>;
  /** What each activity's files changed of the API their stubs declare (only when asked). */
  api: Map<string, TypeProblem[]>;
}

// The type check is the longest part of a student's grade, and one thread does one at a time: a class graded several
// students at once gets a thread for each (allowAnalysisThreads), or the students would queue for the one thread
// whatever the number of cores. Each thread keeps what it loaded (TypeScript, the libraries) for later calls.
let most = 1;
/**
 * The analysis thread's heap: a type check of a whole four-lab submission ends holding about 100 MB (measured with
 * the kit's four references); fifteen times that leaves any honest submission room, and bounds what a class graded
 * on many cores may take per student.
 */
const ANALYSIS_HEAP_MB = 1536;
interface Thread {
  worker: Worker;
  /** The ids of the requests it has not answered yet. */
  pending: Set<number>;
  /** Its CPU time against what its requests may take (analysisBudget.ts). */
  budget: ThreadBudget;
}
const threads: Thread[] = [];
let nextId = 0;
interface Asked {
  resolve: (result: Analysis) => void;
  reject: (error: Error) => void;
  request: AnalysisRequest;
  limitMs: number;
}
const waiting = new Map<number, Asked>();

type Reply = {
  id: number;
  result?: { types: [string, TypeProblem[]][]; rules: [string, ForbiddenUse[]][]; api: [string, TypeProblem[]][] };
  error?: string;
};

/** Lets up to `count` analyses run at once, each in a thread of its own (at least 1). */
export function allowAnalysisThreads(count: number): void {
  most = Math.max(1, Math.floor(count));
}

/** The analysis thread's stack: TypeScript's parser and checker recurse once per level of what they read. */
const STACK_MB = 64;
/**
 * The stack of the thread an analysis that overflowed runs again in (analyseAside). How deep V8 gets in a stack
 * depends on how far the JIT compiled each function on it, so the same chain of 66,000 type aliases passed the check
 * of a fresh thread and overflowed that of a thread which had checked other students first. The retry has the deep
 * stack of run/deepStack.ts (reserved, used only as deep as the files go), which TypeScript's parser does not fill on
 * any file within the upload bound, and a fresh thread has no history.
 */
const RETRY_STACK_MB = DEEP_STACK_MB;

/** The analysis thread's code, bundled (kit/generated.ts): built where its sources changed. */
export function analysisBundle(): string {
  return generatedBundle({
    entry: path.join(import.meta.dirname, 'analysisThread.ts'),
    name: 'analysis-thread',
    // The thread bundles modules of several rooms (kit, intake, analysis): any engine change rebuilds it.
    sources: [path.join(import.meta.dirname, '..')],
    packages: ['@eslint-community/regexpp'],
    typescript: true,
  });
}

function startThread(stackSizeMb = STACK_MB, pooled = true): Thread {
  const file = analysisBundle();
  // A young generation large enough for TypeScript's many short-lived objects.
  // A bounded heap: types written to blow up (a permutation of a union, recursive conditional types) would otherwise
  // grow the thread to gigabytes before it failed; at the bound it fails sooner, and costs that stage alone
  // (score/ungradable.ts).
  const worker = new Worker(file, {
    resourceLimits: { stackSizeMb, maxYoungGenerationSizeMb: 64, maxOldGenerationSizeMb: ANALYSIS_HEAP_MB },
  });
  // The thread ended (stopped for its computing, or out of memory) while it held requests: it leaves the pool, and
  // the next request starts a new one. It answers its requests one after another, so the first it holds is the one
  // that ended it, and fails with `error`; the others are asked again of another thread, so that no student's grade
  // rests on the request of another queued before it.
  const end = (error: Error) => {
    const [running, ...queued] = thread.pending;
    thread.pending.clear();
    thread.budget.idle();
    const at = threads.indexOf(thread);
    if (at >= 0) threads.splice(at, 1);
    const take = (id: number) => {
      const asked = waiting.get(id);
      waiting.delete(id);
      return asked;
    };
    if (running !== undefined) take(running)?.reject(error);
    for (const id of queued) {
      const asked = take(id);
      if (asked) ask(analysisThread(), asked.request, asked.limitMs).then(asked.resolve, asked.reject);
    }
  };
  const thread: Thread = {
    worker,
    pending: new Set(),
    budget: new ThreadBudget((limitMs) => {
      end(analysisStopped(limitMs));
      void worker.terminate();
    }),
  };
  worker.on('message', (reply: Reply | { tid?: number }) => {
    if (!('id' in reply)) {
      thread.budget.started(reply.tid);
      return;
    }
    const { id, result, error } = reply;
    const asked = waiting.get(id);
    waiting.delete(id);
    thread.pending.delete(id);
    const cpuMs = thread.budget.answered();
    if (thread.pending.size === 0) worker.unref();
    if (error !== undefined || !result)
      asked?.reject(new AnalysisFailure(`the static analysis failed: ${error}`, cpuMs));
    else
      asked?.resolve({
        typeProblems: new Map(result.types),
        forbidden: new Map(result.rules),
        api: new Map(result.api),
      });
  });
  worker.on('error', end);
  if (pooled) threads.push(thread);
  return thread;
}

/** An idle thread, else a new one while fewer than `most` run, else the least busy one (its requests queue). */
function analysisThread(): Thread {
  const idle = threads.find((thread) => thread.pending.size === 0);
  if (idle) return idle;
  if (threads.length < most) return startThread();
  return threads.reduce((least, thread) => (thread.pending.size < least.pending.size ? thread : least));
}

/**
 * Starts an analysis thread now where none runs yet, so that it loads TypeScript while the command still reads the
 * kit and plans its runs (`check` and `grade` call it first thing): the type check is the longest part of either.
 * Where the thread cannot start (its code cannot be generated), nothing is started: the command's own request, or
 * its check of the generated code (gradeSubmission.ts), says why.
 */
export function warmAnalysisThread(): void {
  if (threads.length > 0) return;
  try {
    startThread().worker.unref();
  } catch {
    // Said by the command's request.
  }
}

/**
 * The type check (typecheck.ts) and the forbidden-API rules (forbidden.ts) of a submission, in a thread of its own
 * kept for later calls (a batch, `watch`): TypeScript runs beside the test workers instead of holding up the
 * grader's event loop, which serves them, and the grader's own process stays small (it forks every worker).
 */
export async function analyseAside(
  kit: KitPaths,
  root: string,
  activities: Activity[],
  {
    types,
    rules,
    api = false,
    limitMs = ANALYSIS_LIMIT_MS,
  }: Pick<AnalysisRequest, 'types' | 'rules' | 'api'> & {
    /** CPU time the request may take (analysisBudget.ts). */
    limitMs?: number;
  },
): Promise<Analysis> {
  const stages = stagesOfLabs(kit.root, activities);
  const request = { kitRoot: kit.root, root, activities, stages, types, rules, api } satisfies AnalysisRequest;
  let spentMs = 0;
  try {
    return await ask(analysisThread(), request, limitMs);
  } catch (error) {
    if (!isStackOverflow(error)) throw error;
    spentMs = error instanceof AnalysisFailure ? (error.cpuMs ?? 0) : 0;
  }
  // Overflowed: the verdict is a fresh thread's, with the deep stack, whatever thread answered first (a warm one of
  // grade-all, or the new one of a grade), so that it is the same in both. The two tries share the one limit.
  if (spentMs >= limitMs) throw analysisStopped(limitMs);
  const fresh = startThread(RETRY_STACK_MB, false);
  try {
    return await ask(fresh, request, limitMs - spentMs, limitMs);
  } finally {
    void fresh.worker.terminate();
  }
}

/** A request the thread answered with an error, and the CPU time it took there (where measured). */
class AnalysisFailure extends Error {
  constructor(
    message: string,
    readonly cpuMs: number | undefined,
  ) {
    super(message);
  }
}

function ask(thread: Thread, request: AnalysisRequest, allowanceMs: number, limitMs = allowanceMs): Promise<Analysis> {
  const id = nextId++;
  thread.pending.add(id);
  thread.budget.take(allowanceMs, limitMs);
  thread.worker.ref();
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject, request, limitMs });
    thread.worker.postMessage({ id, request });
  });
}
