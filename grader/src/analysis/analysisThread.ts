// The static analysis's thread (analysis.ts): TypeScript runs here, beside the test workers, never on the grader's
// main thread, with a stack deep enough for any file that passed the nesting bound. Bundled natively (generated.ts);
// `typescript` itself is loaded from the kit's packages.
import { parentPort } from 'node:worker_threads';
import { changedFromStub, stubConformance } from './stubConformance.ts';
import { checkForbidden, type ForbiddenUse } from './forbidden.ts';
import { kitPaths, type KitPaths } from '../kit/kit.ts';
import type { Activity } from '../kit/activities.ts';
import { givenStages, labStages } from './labStages.ts';
import type { TypeProblem } from './typeProblem.ts';
import { usesBeyondStubs } from './beyondStubs.ts';
import { subjectFiles } from '../intake/submission.ts';
import { typeCheck } from './typecheck.ts';
import type { AnalysisRequest } from './analysis.ts';
import { keepTypeScriptCodeCache } from '../kit/typescriptLoader.cjs';
import { collectorAfterAnswers, exposedGc } from './collectGarbage.ts';
import { ownThreadId } from '../run/cpuTime.ts';
import { beginRequest, endRequest } from './compilerHost.ts';

/**
 * What each stage changed of its stubs' API (stubConformance.ts), and what it uses of the student's earlier stages
 * beyond theirs (beyondStubs.ts): both are calls grading's tests or references will not answer.
 */
async function apiProblems(kit: KitPaths, root: string, activities: Activity[]): Promise<[string, TypeProblem[]][]> {
  // Every stage of the labs asked, read against its stub once (the stubs may come from git, one call for all).
  const labs = [...new Set(activities.map((activity) => activity.lab))];
  const changed = changedFromStub(
    kit,
    root,
    labs.flatMap((lab) => labStages(kit, lab)),
  );
  const differences = stubConformance(kit, root, activities, changed);
  // A stage whose own API differs from its stub is told that first: what its tests then call differently follows.
  return Promise.all(
    activities.map(async (activity): Promise<[string, TypeProblem[]]> => {
      const own = differences.get(activity.id) ?? [];
      return [activity.id, own.length > 0 ? own : await usesBeyondStubs(kit, root, activity, changed)];
    }),
  );
}

// Its kernel id first, so that the grader can watch its CPU time (analysisBudget.ts).
parentPort!.postMessage({ tid: ownThreadId() });

// Collects its garbage between the requests of a class (collectGarbage.ts).
const afterAnswer = collectorAfterAnswers(exposedGc());

parentPort!.on('message', async ({ id, request }: { id: number; request: AnalysisRequest }) => {
  // The request's programs share what cannot change while it runs (compilerHost.ts).
  beginRequest();
  try {
    const kit = kitPaths(request.kitRoot);
    givenStages(kit, request.stages);
    const types = request.types ? [...(await typeCheck(kit, request.root, request.activities, request.types))] : [];
    const ruled = request.rules;
    const rules: [string, ForbiddenUse[]][] = ruled
      ? request.activities.map((activity) => {
          const { files, missing } = subjectFiles(request.root, activity);
          return [activity.id, missing.length > 0 ? [] : checkForbidden(activity, files, request.root, kit, ruled)];
        })
      : [];
    const api = request.api ? await apiProblems(kit, request.root, request.activities) : [];
    // After the thread's first piece of work, the code cache holds what it compiled (typescriptLoader.cjs). Written
    // before the answer: once answered, the thread no longer keeps the command alive, and a cache cut short by the
    // command's end would be left half-written.
    keepTypeScriptCodeCache();
    parentPort!.postMessage({ id, result: { types, rules, api } });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  } finally {
    endRequest();
  }
  afterAnswer();
});
