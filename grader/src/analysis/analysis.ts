import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Activity } from '../kit/activities.ts';
import type { ForbiddenUse } from './forbidden.ts';
import { generatedBundle } from '../kit/generated.ts';
import type { KitPaths } from '../kit/kit.ts';
import type { TypeProblem } from './typeProblem.ts';
import type { TypeCheckOptions } from './typecheck.ts';

/** What the analysis thread is asked: the type check (with its options) and/or the forbidden-API rules. */
export interface AnalysisRequest {
  kitRoot: string;
  root: string;
  activities: Activity[];
  types: false | TypeCheckOptions;
  rules: boolean;
  /** Whether the stage files are compared with their stubs (analysis/stubConformance.ts): `check` and `list`. */
  api?: boolean;
}

export interface Analysis {
  typeProblems: Map<string, TypeProblem[]>;
  forbidden: Map<string, ForbiddenUse[]>;
  /** What each activity's files changed of the API their stubs declare (only when asked). */
  api: Map<string, TypeProblem[]>;
}

let thread: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (result: Analysis) => void; reject: (error: Error) => void }>();

type Reply = {
  id: number;
  result?: { types: [string, TypeProblem[]][]; rules: [string, ForbiddenUse[]][]; api: [string, TypeProblem[]][] };
  error?: string;
};

function analysisThread(): Worker {
  if (thread) return thread;
  const file = generatedBundle({
    entry: path.join(import.meta.dirname, 'analysisThread.ts'),
    name: 'analysis-thread',
    // The thread bundles modules of several rooms (kit, intake, analysis): any engine change rebuilds it.
    sources: [path.join(import.meta.dirname, '..')],
    packages: [],
    typescript: true,
  });
  // A deep stack: TypeScript's parser recurses once per level of nesting.
  // A young generation large enough for TypeScript's many short-lived objects.
  const worker = new Worker(file, { resourceLimits: { stackSizeMb: 64, maxYoungGenerationSizeMb: 64 } });
  worker.on('message', ({ id, result, error }: Reply) => {
    const pending = waiting.get(id);
    waiting.delete(id);
    if (waiting.size === 0) worker.unref();
    if (error !== undefined || !result) pending?.reject(new Error(`the static analysis failed: ${error}`));
    else
      pending?.resolve({
        typeProblems: new Map(result.types),
        forbidden: new Map(result.rules),
        api: new Map(result.api),
      });
  });
  worker.on('error', (error) => {
    for (const pending of waiting.values()) pending.reject(error);
    waiting.clear();
    thread = undefined;
  });
  thread = worker;
  return worker;
}

/**
 * The type check (typecheck.ts) and the forbidden-API rules (forbidden.ts) of a submission, in a thread of its own
 * kept for later calls (a batch, `watch`): TypeScript runs beside the test workers instead of holding up the
 * grader's event loop, which serves them, and the grader's own process stays small (it forks every worker).
 */
export function analyseAside(
  kit: KitPaths,
  root: string,
  activities: Activity[],
  { types, rules, api = false }: Pick<AnalysisRequest, 'types' | 'rules' | 'api'>,
): Promise<Analysis> {
  const worker = analysisThread();
  const id = nextId++;
  worker.ref();
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    const request = { kitRoot: kit.root, root, activities, types, rules, api } satisfies AnalysisRequest;
    worker.postMessage({ id, request });
  });
}
