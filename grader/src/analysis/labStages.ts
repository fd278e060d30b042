// The stages of a lab, as the analysis needs them (the rules' other stages, the stubs a stage grew beyond).
import { listActivities, type Activity } from '../kit/activities.ts';
import type { KitPaths } from '../kit/kit.ts';
import { oncePerRequest } from './compilerHost.ts';

const key = (kit: KitPaths, lab: string) => `stages\0${kit.root}\0${lab}`;

/** Every stage of `lab`, in course order: those the request brought (givenStages), else read from the kit once. */
export function labStages(kit: KitPaths, lab: string): Activity[] {
  return oncePerRequest(key(kit, lab), () => listActivities(kit.root, lab));
}

/**
 * The stages the grader read for this request (AnalysisRequest.stages), every stage of each lab asked: the thread
 * reads no manifest of its own. The grade then rests on one reading of the kit, and the thread compiles no schema
 * validator (80 ms of a four-lab grade's analysis, ahead of every answer).
 */
export function givenStages(kit: KitPaths, stages: Activity[]): void {
  for (const lab of new Set(stages.map((stage) => stage.lab)))
    oncePerRequest(key(kit, lab), () => stages.filter((stage) => stage.lab === lab));
}
