import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import { closest } from '../kit/closest.ts';
import type { RunOutcome } from '../run/types.ts';
import { claim, type Check } from './claim.ts';

/**
 * Every weight names a test of its suite, as the reference run lists them: a weight for a test that does not exist
 * (a typo, a test renamed) silently leaves the real test at 1 point.
 */
export function weightCheck(activity: Activity, onReference: RunOutcome): Check {
  const manifest = `activities/${activity.id}/activity.json`;
  const problems = activity.manifest.hidden.flatMap(({ suite, weights = {} }) => {
    // A suite that did not load lists no tests: its own failed claim says why, and its weights wait for it.
    if (onReference.fileErrors.some((error) => path.basename(error.file) === suite)) return [];
    const names = onReference.tests.filter((test) => path.basename(test.file) === suite).map((test) => test.name);
    return Object.keys(weights)
      .filter((name) => !names.includes(name))
      .map((name) => {
        const near = closest(
          name,
          names.map((test) => ({ name: test, forms: [test] })),
          1,
        );
        const hint = near.length > 0 ? ` (did you mean ${near[0]}?)` : '';
        return `${manifest} weighs "${name}", which is not a test of ${suite}${hint}`;
      });
  });
  return claim(activity.id, 'every weight in the manifest names a test of its suite', problems);
}
