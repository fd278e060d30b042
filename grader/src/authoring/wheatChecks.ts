// What verify proves of a stage's wheats before running them: their headers can be read, and a stage where students
// write tests either has wheats or says in its README that it leaves nothing open (kit/wheats.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import { shown, type KitPaths } from '../kit/kit.ts';
import { NOTHING_LEFT_OPEN, probesFile, PROBES_FILE, wheatImpls, type WheatImpl } from '../kit/wheats.ts';
import { claim, type Check } from './claim.ts';

/** The wheats of a stage, and the checks that say whether they can be used. */
export function wheatsOf(kit: KitPaths, activity: Activity): { wheats: WheatImpl[]; checks: Check[] } {
  const { manifest } = activity;
  if (manifest.files.studentTests.length === 0) return { wheats: [], checks: [] };
  let wheats: WheatImpl[] = [];
  const headers: string[] = [];
  try {
    wheats = wheatImpls(activity);
  } catch (error) {
    headers.push((error as Error).message);
  }
  const readme = path.join(activity.stubDir, 'README.md');
  const saysNone = existsSync(readme) && NOTHING_LEFT_OPEN.test(readFileSync(readme, 'utf8'));
  const listed = Object.values(manifest.wheats ?? {}).flat().length;
  const none =
    listed === 0 && !saysNone
      ? [
          `${manifest.files.subject.join(', ')}: the manifest lists no wheats; write a correct implementation that ` +
            'differs where the README leaves room (grader/AUTHORING.md, "Wheats"), or say in ' +
            `${shown(kit.root, readme)} why there is none, on a line starting "Nothing is left open"`,
        ]
      : [];
  const noProbes =
    listed > 0 && !probesFile(activity)
      ? [`${shown(kit.root, path.join(activity.wheatDir, PROBES_FILE))} is missing: each wheat needs a probe test`]
      : [];
  return {
    wheats,
    checks: [
      claim(activity.id, 'the stage has wheats, or its README says nothing is left open', none),
      claim(activity.id, 'every wheat has a header with @freedom, and the wheats have probes', [
        ...headers,
        ...noProbes,
      ]),
    ],
  };
}
