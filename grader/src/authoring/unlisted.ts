import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Activity } from '../kit/activities.ts';
import { shown, type KitPaths } from '../kit/kit.ts';
import { PROBES_FILE } from '../kit/wheats.ts';
import { claim, type Check } from './claim.ts';

function entries(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/**
 * The files of a folder of implementations (buggy ones, or wheats) that the manifest's `field` does not list, each
 * with what to do; `kept` are files of the folder that are not implementations (a wheats folder's probes).
 */
function strayImplementations(
  kit: KitPaths,
  activity: Activity,
  field: 'buggy' | 'wheats',
  dir: string,
  kept: string[] = [],
): string[] {
  const manifest = `activities/${activity.id}/activity.json`;
  const listed = Object.entries(activity.manifest[field] ?? {}).flatMap(([subject, ids]) =>
    ids.map((id) => `${subject.replace(/\.ts$/, '')}.${id}.ts`),
  );
  return entries(dir)
    .filter((name) => !listed.includes(name) && !kept.includes(name))
    .map((name) => {
      const subject = activity.manifest.files.subject.find((file) => name.startsWith(`${file.replace(/\.ts$/, '')}.`));
      const id = subject ? name.slice(subject.length - '.ts'.length + 1, -'.ts'.length) : '';
      const fix = subject
        ? `add "${id}" to ${field}["${subject}"] in ${manifest}, or delete it`
        : `it is named after no subject file (${activity.manifest.files.subject.join(', ')}): ` +
          `rename it <Subject>.<${field === 'buggy' ? 'bug' : 'wheat'}-id>.ts`;
      return `${shown(kit.root, path.join(dir, name))} is not listed: ${fix}`;
    });
}

/**
 * A buggy implementation, a wheat or a hidden suite that the manifest does not list is never run, so nothing proves
 * it: a maintainer who forgot to list it believes it is caught (or graded, or run) when it is not.
 */
export function unlistedChecks(kit: KitPaths, activity: Activity): Check[] {
  const manifest = `activities/${activity.id}/activity.json`;
  const strayBugs = strayImplementations(kit, activity, 'buggy', activity.buggyDir);
  const strayWheats = strayImplementations(kit, activity, 'wheats', activity.wheatDir, [PROBES_FILE]);
  const suites = activity.manifest.hidden.map((entry) => entry.suite);
  const straySuites = entries(activity.suiteDir)
    .filter((name) => !suites.includes(name))
    .map(
      (name) =>
        `${shown(kit.root, path.join(activity.suiteDir, name))} is not listed: add { "suite": "${name}" } to ` +
        `"hidden" in ${manifest}, or delete it (helpers shared by suites go in grader/suites/${activity.lab}/shared/)`,
    );
  return [
    claim(activity.id, 'every buggy implementation in its folder is listed in the manifest', strayBugs),
    claim(activity.id, 'every wheat in its folder is listed in the manifest', strayWheats),
    claim(activity.id, 'every file in its hidden suite folder is a suite the manifest lists', straySuites),
  ];
}

function folders(dir: string): string[] {
  return entries(dir).filter((name) => statSync(path.join(dir, name)).isDirectory());
}

/**
 * Stage folders of references, buggy implementations or suites with no stage in activities/ (a stage renamed or
 * removed in one place only): whatever they hold is never run. `shared/` folders are helpers, not stages.
 */
export function strayStageChecks(kit: KitPaths, labs: string[], wholeKit: boolean): Check[] {
  const places = [kit.solutions, kit.buggy, kit.wheats, kit.suites];
  const problems: { lab: string; text: string }[] = [];
  for (const top of places) {
    const labFolders = wholeKit ? folders(top) : labs.filter((lab) => existsSync(path.join(top, lab)));
    for (const lab of labFolders.filter((name) => name !== 'shared')) {
      if (!existsSync(path.join(kit.activities, lab))) {
        const where = shown(kit.root, path.join(top, lab));
        problems.push({ lab, text: `${where}/ belongs to no lab: activities/${lab}/ does not exist` });
        continue;
      }
      for (const slug of folders(path.join(top, lab)).filter((name) => name !== 'shared')) {
        if (existsSync(path.join(kit.activities, lab, slug))) continue;
        const where = shown(kit.root, path.join(top, lab, slug));
        problems.push({ lab, text: `${where}/ belongs to no stage: activities/${lab}/${slug}/ does not exist` });
      }
    }
  }
  const labsSeen = [...new Set([...labs, ...problems.map((problem) => problem.lab)])].sort();
  return labsSeen.map((lab) =>
    claim(
      lab,
      'every stage folder of solutions/, buggy/, wheats/ and grader/suites/ has its stage in activities/',
      problems.filter((problem) => problem.lab === lab).map((problem) => problem.text),
    ),
  );
}
